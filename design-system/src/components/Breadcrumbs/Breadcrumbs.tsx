import {
  Breadcrumb,
  Link,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Breadcrumbs.css.ts';

/** One step of the trail. The last item is the current page and needs no `href`. */
export interface BreadcrumbItem {
  /** Unique within the trail (RAC's collection key), e.g. the path. */
  id: string;
  /** The visible name of the page, e.g. "Services". */
  label: string;
  /** Where the step links to; leave it out on the last item, the current page. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<RACBreadcrumbsProps<BreadcrumbItem>, 'children' | 'items'> {
  /** The trail from the home page to the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Accessible name of the surrounding navigation landmark.
   * @default 'Breadcrumb'
   */
  label?: string;
}

/** Where this page sits in the site: a labelled navigation landmark whose last item is the current page. */
export function Breadcrumbs({ items, label = 'Breadcrumb', className, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <RACBreadcrumbs {...props} items={items} className={cx(styles.list, className)}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {isCurrent ? null : (
                  // A 1.75 px stroke at the separator's 1rem size.
                  <ChevronRightIcon className={styles.separator} strokeWidth={2.625} />
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
