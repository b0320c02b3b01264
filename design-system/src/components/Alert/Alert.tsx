import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Alert.css.ts';
import { StatusIcon, statusTones } from './StatusIcon.tsx';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type AlertVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const alertVariants = statusTones satisfies readonly NonNullable<AlertVariants['variant']>[];

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * Tone of the message.
   * @default 'critical'
   */
  variant?: AlertVariants['variant'];
  /**
   * Bold first line, e.g. "Submission Error".
   * @default undefined
   */
  title?: ReactNode;
  /**
   * How assistive technology announces it when it appears: `alert` interrupts (for errors), `status` waits
   * politely, `none` is not announced (for messages present from the start).
   * @default 'alert' for critical, 'status' otherwise
   */
  role?: 'alert' | 'status' | 'none';
  /** The message; may contain links. */
  children: ReactNode;
}

/** A banner message in a tinted box: the red error banner after a failed submit, or a success, info or warning note. */
export function Alert({ variant = 'critical', title, role, className, children, ...props }: AlertProps) {
  const announce = role ?? (variant === 'critical' ? 'alert' : 'status');
  return (
    <div
      {...props}
      role={announce === 'none' ? undefined : announce}
      className={cx(styles.root({ variant }), className)}
    >
      <StatusIcon tone={variant} className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
