import type { RecipeVariants } from '@vanilla-extract/recipes';
import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import type { Breakpoint } from '../../constants.ts';
import { gapClassName, type ResponsiveSpace } from '../../styles/gap.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Columns.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type ColumnsVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const columnsSplits = ['1/1', '1/2', '2/1', '2/3', '3/2'] as const satisfies readonly NonNullable<
  ColumnsVariants['split']
>[];
export const columnsAlignYs = ['start', 'center', 'end', 'stretch'] as const satisfies readonly NonNullable<
  ColumnsVariants['alignY']
>[];
export const columnsCollapseBelow = ['tablet', 'desktop', 'wide'] as const satisfies readonly Breakpoint[];

export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /**
   * Widths of the columns side by side: `'1/1'` gives every child an equal share (two, three or more columns);
   * `'1/2'`, `'2/1'`, `'2/3'` and `'3/2'` size two columns in that ratio, e.g. `'3/2'` for a form beside an aside.
   * @default '1/1'
   */
  split?: (typeof columnsSplits)[number];
  /**
   * Space between the columns, and between the stacked children, a key of `vars.space`; responsive as
   * `{ mobile, desktop }`.
   * @default '8'
   */
  gap?: ResponsiveSpace;
  /**
   * Vertical alignment of columns of different heights; `stretch` makes them equally tall.
   * @default 'start'
   */
  alignY?: (typeof columnsAlignYs)[number];
  /**
   * The breakpoint under which the columns stack: `desktop` (768 px, the mobile/desktop split), or `tablet`
   * (640 px) / `wide` (1024 px) for content that fits side by side sooner or later.
   * @default 'desktop'
   */
  collapseBelow?: (typeof columnsCollapseBelow)[number];
  /**
   * While stacked, shows the children last-first (e.g. an illustration above its text). Reading and focus order
   * stay in source order, so use it only where the order carries no meaning.
   * @default false
   */
  reverseOnMobile?: boolean;
  /**
   * The element to render, e.g. `'section'`.
   * @default 'div'
   */
  as?: ElementType;
  /**
   * The rendered element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** Two (or more) columns side by side that stack on phones: page layouts without page CSS. */
export function Columns({
  split,
  gap = '8',
  alignY,
  collapseBelow,
  reverseOnMobile,
  as = 'div',
  className,
  ...props
}: ColumnsProps) {
  return createElement(as, {
    ...props,
    className: cx(styles.root({ split, alignY, collapseBelow, reverseOnMobile }), gapClassName(gap), className),
  });
}
