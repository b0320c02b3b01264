import type { ReactNode } from 'react';
import { Label, type LabelProps, Text } from 'react-aria-components';
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

/** Help text under a label, linked to the control by RAC through `aria-describedby`. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
