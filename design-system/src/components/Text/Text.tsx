import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { Ref } from 'react';
import { Text as AriaText, type TextProps as AriaTextProps } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Text.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type TextVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const textSizes = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly NonNullable<TextVariants['size']>[];
export const textTones = ['default', 'muted'] as const satisfies readonly NonNullable<TextVariants['tone']>[];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const satisfies readonly NonNullable<
  TextVariants['weight']
>[];
export const textAligns = ['start', 'center', 'end'] as const satisfies readonly NonNullable<TextVariants['align']>[];
/** The elements `Text` may render as. */
export const textElements = ['p', 'span', 'div', 'figcaption'] as const;

export interface TextProps extends Omit<AriaTextProps, 'elementType'> {
  /**
   * Font size on the type scale: `sm` 0.875rem, `md` 1rem, `lg` 1.125rem (lead paragraphs), `xl` 1.25rem.
   * @default 'md'
   */
  size?: (typeof textSizes)[number];
  /**
   * Text colour: `default` inherits the surrounding text colour, `muted` is the secondary text role. Inverse and
   * accent surfaces (Section, Card) re-point both, so neither needs an "inverse" tone.
   * @default 'default'
   */
  tone?: (typeof textTones)[number];
  /**
   * Font weight; unset, it follows the surrounding text.
   * @default undefined
   */
  weight?: (typeof textWeights)[number];
  /**
   * Text alignment; unset, it follows the surrounding text.
   * @default undefined
   */
  align?: (typeof textAligns)[number];
  /**
   * Caps the line length at `vars.size.prose` (42rem) for comfortable reading; centred or end-aligned text keeps
   * its capped column on the same side.
   * @default false
   */
  measure?: boolean;
  /**
   * The element to render: `'p'` for a paragraph, `'span'` inside a line, `'div'` around block content,
   * `'figcaption'` for the caption of a `<figure>` (it must be the figure's own child).
   * @default 'p'
   */
  as?: (typeof textElements)[number];
  /**
   * The rendered element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/**
 * Body text on the kit's type scale. It is RAC's `Text`, so inside RAC components with text slots it takes a `slot`
 * (e.g. `slot="description"` in a list box item) and gets that slot's ids and ARIA wiring.
 */
export function Text({ size, tone, weight, align, measure, as = 'p', className, ...props }: TextProps) {
  return (
    <AriaText
      {...props}
      elementType={as}
      className={cx(styles.root({ size, tone, weight, align, measure }), className)}
    />
  );
}
