import type { ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps, type ValidationResult } from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { withClassName } from '../../utils/classNames.ts';
import { FieldDescription } from '../Field/Field.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'inputRef'> {
  /** The label next to the box. */
  children: ReactNode;
  /**
   * Help text above the box.
   * @default undefined
   */
  description?: string;
  /**
   * Message shown while the checkbox is invalid; a function receives RAC's validation result.
   * @default undefined (the validation errors)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Ref to the `<input type="checkbox">`, e.g. for react-hook-form to focus it.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
}

/** One checkbox with its label, for consent or a yes/no choice: description, error, then the box. */
export function Checkbox({ children, description, errorMessage, inputRef, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      inputRef={inputRef as CheckboxFieldProps['inputRef']}
      className={withClassName(styles.root, className)}
    >
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <CheckboxButton className={styles.button}>
        <span className={styles.box} aria-hidden="true">
          {/* A 2.5 px stroke at the mark's 1rem size. */}
          <CheckIcon className={styles.check} strokeWidth={3.75} />
        </span>
        <span className={styles.labelText}>{children}</span>
      </CheckboxButton>
    </CheckboxField>
  );
}
