import type { ReactNode, Ref } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldDescription, FieldLabel } from '../Field/Field.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The visible group label (the question). */
  label: string;
  /**
   * Help text between the label and the options.
   * @default undefined
   */
  description?: string;
  /**
   * Message shown while the group is invalid; a function receives RAC's validation result.
   * @default undefined (the validation errors)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The `Radio` options. */
  children: ReactNode;
}

/** A single choice among a few visible options: label, description, error, then the radios. */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={withClassName(fieldStyles.root, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <div className={styles.options}>{children}</div>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children' | 'inputRef'> {
  /** The option's label. */
  children: ReactNode;
  /**
   * Ref to the `<input type="radio">`.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, inputRef, className, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      inputRef={inputRef as RACRadioProps['inputRef']}
      className={withClassName(styles.radio, className)}
    >
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}
