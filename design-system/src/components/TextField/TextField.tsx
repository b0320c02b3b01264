import type { Ref } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx, withClassName } from '../../utils/classNames.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldDescription, FieldLabel } from '../Field/Field.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** The visible label. */
  label: string;
  /**
   * Help text between the label and the input.
   * @default undefined
   */
  description?: string;
  /**
   * Message shown while the field is invalid; a function receives RAC's validation result.
   * @default undefined (the validation errors)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Input type: sets the mobile keyboard and the browser's autofill hints.
   * @default 'text'
   */
  type?: (typeof textFieldTypes)[number];
  /**
   * Hint inside the empty input. Never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Ref to the `<input>` element, e.g. for react-hook-form to focus it.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
}

/** A single-line text field: label, description, error, then input (in that reading order). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  type = 'text',
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} type={type} className={withClassName(fieldStyles.root, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Input ref={inputRef} placeholder={placeholder} className={cx(fieldStyles.control)} />
    </RACTextField>
  );
}
