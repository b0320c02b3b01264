import type { RecipeVariants } from '@vanilla-extract/recipes';
import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { gapClassName, type ResponsiveSpace } from '../../styles/gap.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Inline.css.ts';

type InlineVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const inlineAligns = ['start', 'center', 'end', 'between'] as const satisfies readonly NonNullable<
  InlineVariants['align']
>[];
export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const satisfies readonly NonNullable<
  InlineVariants['alignY']
>[];

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between children, a key of `vars.space`; responsive as `{ mobile, desktop }`.
   * @default '3'
   */
  gap?: ResponsiveSpace;
  /**
   * Horizontal distribution of the children.
   * @default 'start'
   */
  align?: (typeof inlineAligns)[number];
  /**
   * Vertical alignment of children of different heights.
   * @default 'center'
   */
  alignY?: (typeof inlineAlignYs)[number];
  /**
   * The element to render, e.g. `'ul'`.
   * @default 'div'
   */
  as?: ElementType;
  /**
   * The rendered element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** Children side by side, wrapping onto new lines when they run out of room. For padding, put it in a `Box`. */
export function Inline({ gap = '3', align, alignY, as = 'div', className, ...props }: InlineProps) {
  return createElement(as, { ...props, className: cx(styles.root({ align, alignY }), gapClassName(gap), className) });
}
