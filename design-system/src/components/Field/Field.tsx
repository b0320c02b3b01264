import { Label, type LabelProps, Text, type TextProps } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Field.css.ts';

export interface FieldLabelProps extends LabelProps {
  /**
   * Shows a visible asterisk, hidden from assistive technology (the field itself carries `aria-required`).
   * @default false
   */
  isRequired?: boolean;
}

/** A field's label, with the kit's required marker. Used inside every field component. */
export function FieldLabel({ isRequired = false, className, children, ...props }: FieldLabelProps) {
  return (
    <Label {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      ) : null}
    </Label>
  );
}

/** RAC `Text` props, less `slot` (always the description slot). */
export type FieldDescriptionProps = Omit<TextProps, 'slot' | 'elementType'>;

/**
 * Help text under a label, linked to the control by RAC through `aria-describedby`. Renders nothing without
 * children, so the control is not described by an empty element.
 */
export function FieldDescription({ children, className, ...props }: FieldDescriptionProps) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text {...props} slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  );
}
