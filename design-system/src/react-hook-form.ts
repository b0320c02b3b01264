/**
 * The kit's fields bound to react-hook-form, and the form's error summary from its state. A separate entry:
 * react-hook-form is an optional peer, so the main entry never imports it.
 */
export {
  type ErrorSummaryItemsOptions,
  errorSummaryItems,
  FormCheckbox,
  type FormCheckboxProps,
  FormErrorSummary,
  type FormErrorSummaryProps,
  FormNativeSelect,
  type FormNativeSelectProps,
  FormRadioGroup,
  type FormRadioGroupProps,
  FormSelect,
  type FormSelectProps,
  FormTextArea,
  type FormTextAreaProps,
  FormTextField,
  type FormTextFieldProps,
  fieldIdFor,
  useBoundField,
} from './components/FormFields/FormFields.tsx';
