import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import type { LabelledLink } from '../../utils/links.ts';
import * as styles from './PromoBanner.css.ts';

export interface PromoBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The offer, e.g. 'Launch in 48 hours'. */
  children: ReactNode;
  /**
   * A link after the text, e.g. to book the free strategy call.
   * @default undefined
   */
  link?: LabelledLink;
  /**
   * Name of the banner's landmark, so its content is never outside one.
   * @default 'Announcement'
   */
  label?: string;
}

/** A slim banner above the header announcing the current offer. */
export function PromoBanner({ children, link, label = 'Announcement', className, ...props }: PromoBannerProps) {
  return (
    <aside aria-label={label} {...props} className={cx(styles.root, className)}>
      <p>{children}</p>
      {link ? (
        <Link href={link.href} className={styles.link}>
          {link.label}
        </Link>
      ) : null}
    </aside>
  );
}
