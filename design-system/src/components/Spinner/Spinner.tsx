import type { HTMLAttributes } from 'react';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Text for assistive technology. Leave empty when a neighbouring label already says the work is in progress.
   * @default undefined
   */
  label?: string;
}

/** An indeterminate progress indicator that inherits the text colour. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  const classes = className ? `${styles.root} ${className}` : styles.root;
  return label ? (
    <span role="status" aria-label={label} className={classes} {...props} />
  ) : (
    <span aria-hidden="true" className={classes} {...props} />
  );
}
