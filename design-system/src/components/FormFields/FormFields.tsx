import { useLayoutEffect, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
  useFormState,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox.tsx';
import {
  EarlyErrorSummary,
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  retireEarlyProblems,
} from '../ErrorSummary/ErrorSummary.tsx';
import type { EarlyCheck } from '../ErrorSummary/early.ts';
import { NativeSelect, type NativeSelectProps } from '../NativeSelect/NativeSelect.tsx';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup.tsx';
import { Select, type SelectProps } from '../Select/Select.tsx';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

/** The element id a bound field gets from its name (`contact.email` → `contact-email`). */
export function fieldIdFor(name: string): string {
  return name.replace(/[^\w-]/g, '-');
}

/** Props every bound field takes from react-hook-form: `control`, `name` and optional `rules`/`defaultValue`. */
type BindingProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  UseControllerProps<TFieldValues, TName>,
  'control' | 'disabled' | 'exact'
> & { control: Control<TFieldValues> };

/** What each field takes over from react-hook-form; callers cannot pass these. */
type BoundKeys = 'name' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'validate';

/**
 * Wires one field to react-hook-form: value, change, blur and ref from `useController`; invalid state and message
 * from the field state; disabled while the form submits. Every `Form*` field is built on it; use it to bind a
 * field of your own.
 */
export function useBoundField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
}: BindingProps<TFieldValues, TName>) {
  const { field, fieldState, formState } = useController({ control, name, rules, defaultValue, shouldUnregister });
  return {
    field,
    invalid: {
      isInvalid: fieldState.invalid,
      errorMessage: fieldState.error?.message,
    },
    isSubmitting: formState.isSubmitting,
  };
}

export type FormTextFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  TextFieldProps,
  BoundKeys | 'inputRef'
> &
  BindingProps<TFieldValues, TName>;

/** A `TextField` bound to react-hook-form in one line. Its id defaults to `fieldIdFor(name)`. */
export function FormTextField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
  id,
  isDisabled,
  onBlur,
  ...props
}: FormTextFieldProps<TFieldValues, TName>) {
  const { field, invalid, isSubmitting } = useBoundField({ control, name, rules, defaultValue, shouldUnregister });
  return (
    <TextField
      {...props}
      {...invalid}
      id={id ?? fieldIdFor(name)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      isDisabled={isDisabled || isSubmitting}
    />
  );
}

export type FormTextAreaProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  TextAreaProps,
  BoundKeys | 'inputRef'
> &
  BindingProps<TFieldValues, TName>;

/** A `TextArea` bound to react-hook-form in one line. */
export function FormTextArea<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
  id,
  isDisabled,
  onBlur,
  ...props
}: FormTextAreaProps<TFieldValues, TName>) {
  const { field, invalid, isSubmitting } = useBoundField({ control, name, rules, defaultValue, shouldUnregister });
  return (
    <TextArea
      {...props}
      {...invalid}
      id={id ?? fieldIdFor(name)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      isDisabled={isDisabled || isSubmitting}
    />
  );
}

export type FormSelectProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  SelectProps,
  BoundKeys | 'triggerRef'
> &
  BindingProps<TFieldValues, TName>;

/** A `Select` bound to react-hook-form in one line; the value is the chosen option's `id` (or `null`). */
export function FormSelect<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
  id,
  isDisabled,
  onBlur,
  ...props
}: FormSelectProps<TFieldValues, TName>) {
  const { field, invalid, isSubmitting } = useBoundField({ control, name, rules, defaultValue, shouldUnregister });
  return (
    <Select
      {...props}
      {...invalid}
      id={id ?? fieldIdFor(name)}
      name={field.name}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      triggerRef={field.ref}
      isDisabled={isDisabled || isSubmitting}
    />
  );
}

export type FormNativeSelectProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  NativeSelectProps,
  BoundKeys | 'selectRef'
> &
  BindingProps<TFieldValues, TName>;

/** A `NativeSelect` bound to react-hook-form in one line; the value is the chosen option's id (`''` for none). */
export function FormNativeSelect<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
  id,
  isDisabled,
  onBlur,
  ...props
}: FormNativeSelectProps<TFieldValues, TName>) {
  const { field, invalid, isSubmitting } = useBoundField({ control, name, rules, defaultValue, shouldUnregister });
  return (
    <NativeSelect
      {...props}
      errorMessage={invalid.isInvalid ? (invalid.errorMessage ?? '') || undefined : undefined}
      id={id ?? fieldIdFor(name)}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      selectRef={field.ref}
      isDisabled={isDisabled || isSubmitting}
    />
  );
}

export type FormCheckboxProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  CheckboxProps,
  BoundKeys | 'inputRef' | 'isSelected' | 'defaultSelected'
> &
  BindingProps<TFieldValues, TName>;

/** A `Checkbox` bound to a boolean react-hook-form field in one line. */
export function FormCheckbox<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
  id,
  isDisabled,
  onBlur,
  ...props
}: FormCheckboxProps<TFieldValues, TName>) {
  const { field, invalid, isSubmitting } = useBoundField({ control, name, rules, defaultValue, shouldUnregister });
  return (
    <Checkbox
      {...props}
      {...invalid}
      id={id ?? fieldIdFor(name)}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      isDisabled={isDisabled || isSubmitting}
    />
  );
}

export type FormRadioGroupProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Omit<
  RadioGroupProps,
  BoundKeys
> &
  BindingProps<TFieldValues, TName>;

/**
 * A `RadioGroup` bound to react-hook-form in one line. The group's id is `fieldIdFor(name)`; the error summary
 * link focuses its chosen or first radio.
 */
export function FormRadioGroup<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  defaultValue,
  shouldUnregister,
  id,
  isDisabled,
  onBlur,
  ...props
}: FormRadioGroupProps<TFieldValues, TName>) {
  const { field, invalid, isSubmitting } = useBoundField({ control, name, rules, defaultValue, shouldUnregister });
  return (
    <RadioGroup
      {...props}
      {...invalid}
      id={id ?? fieldIdFor(name)}
      name={field.name}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      isDisabled={isDisabled || isSubmitting}
    />
  );
}

export interface ErrorSummaryItemsOptions {
  /** Field names in the order the form shows them; unnamed ones follow in the order react-hook-form gives. */
  order?: readonly string[];
  /** The element id of a field, when fields were given their own ids. Defaults to `fieldIdFor`. */
  idFor?: (name: string) => string;
}

function isLeafError(value: unknown): value is { message?: unknown; type?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { message?: unknown; type?: unknown };
  return typeof candidate.message === 'string' || typeof candidate.type === 'string';
}

/**
 * Turns react-hook-form's `formState.errors` into `ErrorSummary` items in field order. Nested fields become dotted
 * paths; `errors.root` (e.g. a server failure) becomes a message without a link.
 */
export function errorSummaryItems(errors: FieldErrors, options: ErrorSummaryItemsOptions = {}): ErrorSummaryItem[] {
  const idFor = options.idFor ?? fieldIdFor;
  const fieldItems: Array<{ name: string; item: ErrorSummaryItem }> = [];
  const rootItems: ErrorSummaryItem[] = [];

  const visit = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    if (isLeafError(value)) {
      if (typeof value.message === 'string' && value.message) {
        fieldItems.push({ name: path, item: { fieldId: idFor(path), message: value.message } });
      }
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'ref') continue;
      visit(child, path ? `${path}.${key}` : key);
    }
  };

  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' && value && typeof value === 'object') {
      const root = value as Record<string, unknown>;
      const messages = [root, ...Object.values(root)]
        .filter(isLeafError)
        .map((error) => error.message)
        .filter((message): message is string => typeof message === 'string' && message !== '');
      for (const message of new Set(messages)) rootItems.push({ message });
      continue;
    }
    visit(value, key);
  }

  const order = options.order ?? [];
  const rank = (name: string) => {
    const index = order.findIndex((entry) => name === entry || name.startsWith(`${entry}.`));
    return index === -1 ? order.length : index;
  };
  const sorted = fieldItems
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index)
    .map((entry) => entry.item);
  return [...rootItems, ...sorted];
}

export interface FormErrorSummaryProps<TFieldValues extends FieldValues>
  extends Omit<ErrorSummaryProps, 'errors' | 'focusKey'>,
    ErrorSummaryItemsOptions {
  /** The form's `control` from `useForm`. */
  control: Control<TFieldValues>;
  /**
   * Fields the page's first script checks on a submit before the form's code has run (`EarlyErrorSummary`); the
   * code's own summary replaces that one on its first submit.
   * @default undefined (no early summary)
   */
  early?: readonly EarlyCheck[];
}

/** True when any error came from the server (`type: 'server'`), e.g. a form posted without scripts. */
function hasServerError(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (isLeafError(value) && value.type === 'server') return true;
  return Object.entries(value).some(([key, child]) => key !== 'ref' && hasServerError(child));
}

/**
 * The form's `ErrorSummary`, from react-hook-form's state: it appears after a submit attempt (or with errors the
 * server reported) and takes focus on each failed submit, never while the user is typing.
 */
export function FormErrorSummary<TFieldValues extends FieldValues>({
  control,
  order,
  idFor,
  early,
  ...props
}: FormErrorSummaryProps<TFieldValues>) {
  const { errors, submitCount } = useFormState({ control });
  const items = submitCount > 0 || hasServerError(errors) ? errorSummaryItems(errors, { order, idFor }) : [];
  const earlyRef = useRef<HTMLDivElement>(null);
  // Before paint, in the commit that shows this summary's verdict: the two never show together.
  useLayoutEffect(() => {
    if (submitCount > 0) retireEarlyProblems(earlyRef.current);
  }, [submitCount]);
  const summary = <ErrorSummary {...props} errors={items} focusKey={submitCount} />;
  if (!early) return summary;
  return (
    <>
      <EarlyErrorSummary
        ref={earlyRef}
        checks={early}
        title={props.title}
        headingLevel={props.headingLevel}
        className={props.className}
      />
      {summary}
    </>
  );
}
