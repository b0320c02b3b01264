import type { Ref } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Form.css.ts';

export interface FormProps extends RACFormProps {
  /**
   * The `<form>` element, e.g. to read what was typed before the page's script arrived.
   * @default undefined
   */
  ref?: Ref<HTMLFormElement>;
  /**
   * `'aria'` shows errors through the kit's fields (from react-hook-form or the server) without the browser's
   * bubbles; `'native'` also blocks submit on the browser's constraint checks.
   * @default 'aria'
   */
  validationBehavior?: RACFormProps['validationBehavior'];
  /**
   * As on `<form>`: `true` turns the browser's constraint checks off, i.e. forces `validationBehavior="aria"`.
   * @default true unless `validationBehavior` is `'native'`
   */
  noValidate?: boolean;
}

/** A form that stacks its fields and hands its validation mode and server errors to them. */
export function Form({ validationBehavior = 'aria', noValidate, className, ...props }: FormProps) {
  return (
    <RACForm
      {...props}
      validationBehavior={noValidate ? 'aria' : validationBehavior}
      className={cx(styles.root, className)}
    />
  );
}
