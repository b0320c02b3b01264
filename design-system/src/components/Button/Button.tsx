import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { ButtonVariants } from './Button.css.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'gradient',
] as const satisfies readonly NonNullable<ButtonVariants['variant']>[];
export const buttonSizes = ['sm', 'md', 'lg'] as const satisfies readonly NonNullable<ButtonVariants['size']>[];

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual emphasis.
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
  /**
   * Label shown with a spinner while `isPending`, e.g. "Sending...". Without it the children stay.
   * @default undefined
   */
  busyLabel?: string;
}

/** A button: RAC behaviour (press, keyboard, pending) with the kit's variants. */
export function Button({ variant, size, fullWidth, busyLabel, className, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={withClassName(styles.root({ variant, size, fullWidth }), className)}>
      {composeRenderProps(children, (given, { isPending }) =>
        isPending ? (
          <>
            <Spinner className={styles.spinner} />
            {busyLabel ?? given}
          </>
        ) : (
          given
        ),
      )}
    </RACButton>
  );
}
