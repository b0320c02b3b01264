import type { HTMLAttributes } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './FilterLinks.css.ts';

/** One filter: where it leads, its visible label and optional number of matching items. */
export interface FilterLinkItem {
  /** Matched against `currentId`, e.g. a category slug. */
  id: string;
  /** The filter's visible name, e.g. "Healthcare". */
  label: string;
  /** The address that shows the filtered list, e.g. `/portfolio?category=healthcare`. */
  href: string;
  /** How many items the filter matches, shown after the label; left out, no number is shown. */
  count?: number;
}

export interface FilterLinksProps extends HTMLAttributes<HTMLElement> {
  /** The filters, in order. */
  items: readonly FilterLinkItem[];
  /** The filter the page shows now; marked `aria-current`. */
  currentId: string;
  /** Names the row for screen readers, e.g. "Filter projects by category". */
  'aria-label': string;
}

/**
 * A row of filters that are links: the choice lives in the address, so it survives a reload, can be shared
 * and works without JavaScript (the server renders the filtered list). Looks like `FilterTabs`; Tab moves
 * between filters, Enter follows one.
 */
export function FilterLinks({ items, currentId, className, ...props }: FilterLinksProps) {
  return (
    <nav {...props} className={className}>
      <ul className={styles.root}>
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <Link href={item.href} aria-current={current ? 'true' : undefined} className={styles.item}>
                {item.label}
                {item.count === undefined ? null : <span className={styles.count}>{item.count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
