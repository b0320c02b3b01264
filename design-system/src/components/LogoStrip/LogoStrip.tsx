import { type HTMLAttributes, useId } from 'react';
import { cx } from '../../utils/classNames.ts';
import { Image, type ImageProps } from '../Image/Image.tsx';
import * as styles from './LogoStrip.css.ts';

export interface LogoStripItem {
  /** The brand's name: shown as text, or used as the logo's alt text. */
  name: string;
  /**
   * A logo image; its `alt` defaults to `name`.
   * @default undefined
   */
  logo?: Omit<ImageProps, 'alt'> & { alt?: string };
}

export interface LogoStripProps extends HTMLAttributes<HTMLDivElement> {
  /** The brands, in display order. */
  items: LogoStripItem[];
  /** Visible caption that also names the list, e.g. "Trusted by leading brands". */
  label: string;
}

/** A row of client or partner names and logos, announced as a named list. */
export function LogoStrip({ items, label, className, ...props }: LogoStripProps) {
  const labelId = useId();
  return (
    <div {...props} className={cx(styles.root, className)}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <ul aria-labelledby={labelId} className={styles.list}>
        {items.map((item) => (
          <li key={item.name} className={styles.item}>
            {item.logo ? (
              <Image {...item.logo} alt={item.logo.alt ?? item.name} className={cx(styles.logo, item.logo.className)} />
            ) : (
              item.name
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
