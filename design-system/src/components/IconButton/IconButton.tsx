import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './IconButton.css.ts';

export const iconButtonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const iconButtonSizes = ['md', 'lg'] as const;
export const iconButtonShapes = ['square', 'round'] as const;

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** What the button does, read by assistive technology (the button shows only an icon), e.g. "Close". */
  label: string;
  /** The icon: an inline SVG, drawn in `currentColor`, marked `aria-hidden`. */
  children: ReactNode;
  /**
   * Visual emphasis.
   * @default 'ghost'
   */
  variant?: (typeof iconButtonVariants)[number];
  /**
   * Square size; both sizes are at least the 44 px touch target.
   * @default 'md'
   */
  size?: (typeof iconButtonSizes)[number];
  /**
   * Corner shape.
   * @default 'square'
   */
  shape?: (typeof iconButtonShapes)[number];
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
