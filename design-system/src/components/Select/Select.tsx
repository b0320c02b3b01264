import type { ReactNode, Ref } from 'react';
import {
  Button,
  composeRenderProps,
  type Key,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons.tsx';
import { cx, withClassName } from '../../utils/classNames.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldDescription, FieldLabel } from '../Field/Field.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './Select.css.ts';

/** One option of a `Select`. */
export interface SelectOption {
  /** The value the field holds (and submits) when this option is chosen. */
  id: Key;
  /** What the option shows and is announced as. */
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<RACSelectProps<SelectOption>, 'children' | 'items'> {
  /** The visible label. */
  label: string;
  /**
   * Help text between the label and the trigger.
   * @default undefined
   */
  description?: string;
  /**
   * Message shown while the field is invalid; a function receives RAC's validation result.
   * @default undefined (the validation errors)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * The options, as `{ id, label }`. Alternatively pass `SelectItem` children.
   * @default undefined
   */
  items?: Iterable<SelectOption>;
  /**
   * `SelectItem` elements, when `items` is not used.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Ref to the trigger button, e.g. for react-hook-form to focus it.
   * @default undefined
   */
  triggerRef?: Ref<HTMLButtonElement>;
}

/** An option of a `Select`, for the children form. */
export function SelectItem({ className, children, textValue, ...props }: ListBoxItemProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={withClassName(styles.item, className)}
    >
      {composeRenderProps(children, (given) => (
        <>
          {/* A 2 px stroke at the mark's 1rem size. */}
          <CheckIcon className={styles.check} strokeWidth={3} />
          {given}
        </>
      ))}
    </ListBoxItem>
  );
}

/** A single-choice list in a popover: label, description, error, then the trigger. */
export function Select({
  label,
  description,
  errorMessage,
  items,
  children,
  triggerRef,
  className,
  ...props
}: SelectProps) {
  return (
    <RACSelect {...props} className={withClassName(fieldStyles.root, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Button ref={triggerRef} className={cx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value}>
          {/* Text only: the option's check mark belongs in the list, not the trigger. */}
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        {/* A 2 px stroke at the chevron's 1.25rem size. */}
        <ChevronDownIcon className={styles.chevron} strokeWidth={2.4} />
      </Button>
      <Popover className={styles.popover}>
        {items ? (
          <ListBox items={items} className={styles.listBox}>
            {(option) => (
              <SelectItem id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
                {option.label}
              </SelectItem>
            )}
          </ListBox>
        ) : (
          <ListBox className={styles.listBox}>{children}</ListBox>
        )}
      </Popover>
    </RACSelect>
  );
}
