import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './PromoBanner.css.ts';

export interface PromoBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The offer, e.g. 'Launch in 48 hours'. */
  children: ReactNode;
  /**
   * A link after the text, e.g. to book the free strategy call.
   * @default undefined
   */
  link?: { label: string; href: string };
}

/** A slim banner above the header announcing the current offer. */
export function PromoBanner({ children, link, className, ...props }: PromoBannerProps) {
  return (
    <div {...props} className={cx(styles.root, className)}>
      <p>{children}</p>
      {link ? (
        <Link href={link.href} className={styles.link}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
