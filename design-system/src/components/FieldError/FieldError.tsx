import {
  composeRenderProps,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './FieldError.css.ts';

export interface FieldErrorProps extends RACFieldErrorProps {
  /**
   * Read before the message by screen readers, hidden on screen, so the message is announced as an error.
   * @default 'Error:'
   */
  prefix?: string;
}

/**
 * A field's error message. Renders only while the field is invalid; without children it shows the
 * field's validation errors.
 */
export function FieldError({ prefix = 'Error:', className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError {...props} className={withClassName(styles.root, className)}>
      {composeRenderProps(children, (given, validation) => (
        <>
          <span className={visuallyHidden}>{prefix} </span>
          {given ?? validation.validationErrors.join(' ')}
        </>
      ))}
    </RACFieldError>
  );
}
