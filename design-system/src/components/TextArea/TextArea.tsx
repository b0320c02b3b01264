import type { Ref } from 'react';
import {
  TextArea as RACTextArea,
  type TextAreaProps as RACTextAreaProps,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextAreaContext,
  useSlottedContext,
  type ValidationResult,
} from 'react-aria-components';
import { cx, withClassName } from '../../utils/classNames.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldDescription, FieldLabel } from '../Field/Field.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** The visible label. */
  label: string;
  /**
   * Help text between the label and the text area.
   * @default undefined
   */
  description?: string;
  /**
   * Message shown while the field is invalid; a function receives RAC's validation result.
   * @default undefined (the validation errors)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Visible lines of text.
   * @default 4
   */
  rows?: number;
  /**
   * Hint inside the empty text area. Never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Ref to the `<textarea>` element, e.g. for react-hook-form to focus it.
   * @default undefined
   */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field: label, description, error, then text area. */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 4,
  placeholder,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={withClassName(fieldStyles.root, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <TextAreaWithoutType
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={cx(fieldStyles.control, fieldStyles.textArea)}
      />
    </RACTextField>
  );
}

/**
 * RAC's `TextArea` without the `type` its TextField hands it: the field learns it holds a text area only once the
 * element mounts, so its first render (the one the server sends) gives it an input's `type="text"`, which a
 * `<textarea>` may not have.
 */
function TextAreaWithoutType(props: RACTextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const { type: _type, ...field } = (useSlottedContext(TextAreaContext) ?? {}) as RACTextAreaProps & { type?: string };
  return (
    <TextAreaContext.Provider value={field}>
      <RACTextArea {...props} />
    </TextAreaContext.Provider>
  );
}
