import { type ChangeEvent, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx } from '../../utils/classNames.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import * as errorStyles from '../FieldError/FieldError.css.ts';
import type { SelectOption } from '../Select/Select.tsx';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'multiple'> {
  /** The visible label. */
  label: string;
  /** The options, as `{ id, label }`; `id` is the submitted value. */
  items: Iterable<SelectOption>;
  /**
   * A first, empty option shown while nothing is chosen (submitted as an empty value).
   * @default undefined (the first option is chosen)
   */
  placeholder?: string;
  /**
   * Help text between the label and the select.
   * @default undefined
   */
  description?: string;
  /**
   * The message shown while the field is invalid; it also marks the select `aria-invalid`.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Shows the required marker and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /** The chosen option's id, when controlled. */
  value?: string;
  /** The option chosen at first, when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's id. */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * Ref to the `<select>`, e.g. for react-hook-form to focus it.
   * @default undefined
   */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A single choice from a short list as the browser's own `<select>`: it works before and without scripts
 * (posted with its form), and phones show their native picker. Label, description, error, then the select.
 */
export function NativeSelect({
  label,
  items,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  onChange,
  selectRef,
  id,
  className,
  ...props
}: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const invalid = Boolean(errorMessage);
  const describedBy = [props['aria-describedby'], description ? descriptionId : '', invalid ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(fieldStyles.root, className)} data-invalid={invalid || undefined}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {invalid ? (
        <span id={errorId} className={errorStyles.root}>
          <span className={visuallyHidden}>Error: </span>
          {errorMessage}
        </span>
      ) : null}
      <div className={styles.frame}>
        <select
          {...props}
          ref={selectRef}
          id={selectId}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          className={cx(fieldStyles.control, styles.select)}
          onChange={(event) => onChange?.(event.target.value, event)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {[...items].map((item) => (
            <option key={String(item.id)} value={String(item.id)} disabled={item.isDisabled}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} strokeWidth={2.4} aria-hidden="true" />
      </div>
    </div>
  );
}
