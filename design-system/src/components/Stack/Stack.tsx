import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { gapClassName, type ResponsiveSpace } from '../../styles/gap.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Stack.css.ts';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between children, a key of `vars.space`; responsive as `{ mobile, desktop }`.
   * @default '4'
   */
  gap?: ResponsiveSpace;
  /**
   * The element to render, e.g. `'ul'` or `'section'`.
   * @default 'div'
   */
  as?: ElementType;
  /**
   * The rendered element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** Children one under another, evenly spaced. For padding or margins, put it in a `Box`. */
export function Stack({ gap = '4', as = 'div', className, ...props }: StackProps) {
  return createElement(as, { ...props, className: cx(styles.root, gapClassName(gap), className) });
}
