import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import type { ButtonVariants } from '../Button/Button.css.ts';
import * as buttonStyles from '../Button/Button.css.ts';

export interface LinkButtonProps extends RACLinkProps {
  /**
   * Visual emphasis, as for `Button`.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
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
