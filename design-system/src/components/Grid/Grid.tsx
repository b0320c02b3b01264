import { type CSSProperties, createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { layout } from '../../constants.ts';
import { gapClassName, type ResponsiveSpace } from '../../styles/gap.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Grid.css.ts';

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline. */
const propertyName = (cssVar: string) => cssVar.slice(4, -1);

export const gridMobileLimits = styles.mobileLimits;

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Number of equal columns; responsive as `{ mobile, desktop }` (a missing desktop value repeats mobile's).
   * @default { mobile: 1, desktop: 3 }
   */
  columns?: number | { mobile?: number; desktop?: number };
  /**
   * Space between cells, a key of `vars.space`; responsive as `{ mobile, desktop }`.
   * @default { mobile: '4', desktop: '6' }
   */
  gap?: ResponsiveSpace;
  /**
   * Under 768 px, children after this many are hidden (1–12), or `false` to show all. For lists of cards only: a
   * grid of form fields passes `false` (a field must never be hidden, and a select's hidden parts count as children).
   * @default layout.mobileGridLimit (8)
   */
  mobileLimit?: (typeof gridMobileLimits)[number] | false;
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

/** Equal columns that collapse on phones; long grids show only their first children there. */
export function Grid({
  columns = { mobile: 1, desktop: 3 },
  gap = { mobile: '4', desktop: '6' },
  mobileLimit = layout.mobileGridLimit,
  as = 'div',
  className,
  style,
  ...props
}: GridProps) {
  const mobile = typeof columns === 'number' ? columns : (columns.mobile ?? 1);
  const desktop = typeof columns === 'number' ? columns : (columns.desktop ?? mobile);
  return createElement(as, {
    ...props,
    className: cx(styles.root, gapClassName(gap), mobileLimit !== false && styles.mobileLimit[mobileLimit], className),
    style: {
      ...({
        [propertyName(styles.mobileColumns)]: mobile,
        [propertyName(styles.desktopColumns)]: desktop,
      } as CSSProperties),
      ...style,
    },
  });
}
