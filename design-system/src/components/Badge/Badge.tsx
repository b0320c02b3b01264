import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Badge.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type BadgeVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const badgeVariants = [
  'default',
  'secondary',
  'destructive',
  'outline',
  'success',
  'info',
  'warning',
] as const satisfies readonly NonNullable<BadgeVariants['variant']>[];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour role: `default` (accent), `secondary` (soft accent), `destructive`, `outline`, or a status.
   * @default 'default'
   */
  variant?: BadgeVariants['variant'];
}

/** A short label such as "Most Popular" or "New". Not interactive; its text carries the meaning, not its colour. */
export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.root({ variant }), className)} />;
}
