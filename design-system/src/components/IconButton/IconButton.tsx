import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { cx, withClassName } from '../../utils/classNames.ts';
import * as buttonStyles from '../Button/Button.css.ts';
import * as styles from './IconButton.css.ts';

/** The shape and size the icon recipe varies on; colours come from the `Button` recipe. */
type IconButtonVariants = NonNullable<RecipeVariants<typeof styles.root>>;
/** The `Button` colour variants an icon-only button offers. */
type IconButtonVariant = Exclude<buttonStyles.ButtonVariants['variant'], 'gradient'>;

export const iconButtonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
] as const satisfies readonly NonNullable<IconButtonVariant>[];
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
  variant?: IconButtonVariant;
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
export function IconButton({ label, variant = 'ghost', size, shape, className, children, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      className={withClassName(cx(buttonStyles.root({ variant }), styles.root({ size, shape })), className)}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </RACButton>
  );
}
