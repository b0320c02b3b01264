import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/classNames.ts';
import { StatusIcon, statusTones } from '../Alert/StatusIcon.tsx';
import * as styles from './InlineMessage.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type InlineMessageVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const inlineMessageVariants = statusTones satisfies readonly NonNullable<InlineMessageVariants['variant']>[];

export interface InlineMessageProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role'> {
  /**
   * Tone of the message.
   * @default 'critical'
   */
  variant?: InlineMessageVariants['variant'];
  /**
   * How assistive technology announces it when it appears: `alert` interrupts, `status` waits politely, `none`
   * is not announced.
   * @default 'alert' for critical, 'status' otherwise
   */
  role?: 'alert' | 'status' | 'none';
  /** The message; may contain links. */
  children: ReactNode;
}

/** A one-line status next to what it is about, e.g. "Thanks! Your message is confirmed." No box, just tinted text. */
export function InlineMessage({ variant = 'critical', role, className, children, ...props }: InlineMessageProps) {
  const announce = role ?? (variant === 'critical' ? 'alert' : 'status');
  return (
    <p {...props} role={announce === 'none' ? undefined : announce} className={cx(styles.root({ variant }), className)}>
      <StatusIcon tone={variant} className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
