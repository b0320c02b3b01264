import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import * as buttonStyles from '../Button/Button.css.ts';
import type { buttonSizes, buttonVariants } from '../Button/Button.tsx';

export interface LinkButtonProps extends RACLinkProps {
  /**
   * Visual emphasis, as for `Button`.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: (typeof buttonSizes)[number];
  /**
   * Stretch to the container's width.
   * @default false
   */
  fullWidth?: boolean;
}

/** A link that looks like a button: navigation with a call-to-action's weight. Routed via RAC `RouterProvider`. */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <RACLink {...props} className={withClassName(buttonStyles.root({ variant, size, fullWidth }), className)} />;
}
