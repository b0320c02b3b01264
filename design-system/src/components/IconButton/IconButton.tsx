import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './IconButton.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type IconButtonVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const iconButtonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const satisfies readonly NonNullable<
  IconButtonVariants['variant']
>[];
export const iconButtonSizes = ['md', 'lg'] as const satisfies readonly NonNullable<IconButtonVariants['size']>[];
export const iconButtonShapes = ['square', 'round'] as const satisfies readonly NonNullable<
  IconButtonVariants['shape']
>[];

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** What the button does, read by assistive technology (the button shows only an icon), e.g. "Close". */
  label: string;
  /** The icon: an inline SVG, drawn in `currentColor`, marked `aria-hidden`. */
  children: ReactNode;
  /**
   * Visual emphasis.
   * @default 'ghost'
   */
  variant?: IconButtonVariants['variant'];
  /**
   * Square size; both sizes are at least the 44 px touch target.
   * @default 'md'
   */
  size?: IconButtonVariants['size'];
  /**
   * Corner shape.
   * @default 'square'
   */
  shape?: IconButtonVariants['shape'];
}

/** A button that shows only an icon; `label` gives it its accessible name. */
export function IconButton({ label, variant, size, shape, className, children, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      className={withClassName(styles.root({ variant, size, shape }), className)}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </RACButton>
  );
}
