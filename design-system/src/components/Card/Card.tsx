import type { RecipeVariants } from '@vanilla-extract/recipes';
import { createElement, type HTMLAttributes, type Ref } from 'react';
import { gapClassName, type ResponsiveSpace } from '../../styles/gap.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Card.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type CardVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const cardTones = ['raised', 'muted', 'accent', 'inverse'] as const satisfies readonly NonNullable<
  CardVariants['tone']
>[];
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const satisfies readonly NonNullable<
  CardVariants['padding']
>[];
export const cardRadii = ['lg', 'xl'] as const satisfies readonly NonNullable<CardVariants['radius']>[];
/** The elements a card may render as. */
export const cardElements = ['div', 'article', 'section', 'aside', 'figure', 'li'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Surface colour: `raised` (a card with a resting shadow), or a flat panel: `muted`, `accent` (soft accent tint)
   * or `inverse` (dark; text, links, borders and focus rings inside switch to their inverse roles).
   * @default 'raised'
   */
  tone?: (typeof cardTones)[number];
  /**
   * Inner space: `sm` 1rem, `md` 1.5rem, `lg` 2rem; `none` for edge-to-edge media that pads its own body.
   * @default 'md'
   */
  padding?: (typeof cardPaddings)[number];
  /**
   * Corner radius, a key of `vars.radius`.
   * @default 'lg'
   */
  radius?: (typeof cardRadii)[number];
  /**
   * Singles the card out among its siblings (e.g. the recommended package): a 2px accent border and a deeper shadow.
   * @default false
   */
  highlighted?: boolean;
  /**
   * Lifts the card while a pointer is over an interactive element inside it (`data-hovered`, set by RAC links and
   * buttons), and positions it so a link's `::after` can stretch over the whole card.
   * @default false
   */
  interactive?: boolean;
  /**
   * Lays the children out in one column with this space between them, a key of `vars.space`; responsive as
   * `{ mobile, desktop }`. Unset, the card leaves its children's layout alone.
   * @default undefined
   */
  gap?: ResponsiveSpace;
  /**
   * The element to render, e.g. `'article'` for a self-contained item or `'li'` inside a list.
   * @default 'div'
   */
  as?: (typeof cardElements)[number];
  /**
   * The rendered element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** The surface every card shares: padding, radius, border, background and shadow. */
export function Card({
  tone,
  padding,
  radius,
  highlighted,
  interactive,
  gap,
  as = 'div',
  className,
  ...props
}: CardProps) {
  return createElement(as, {
    ...props,
    className: cx(
      styles.root({ tone, padding, radius, highlighted, interactive }),
      gap !== undefined && styles.stack,
      gap !== undefined && gapClassName(gap),
      className,
    ),
  });
}
