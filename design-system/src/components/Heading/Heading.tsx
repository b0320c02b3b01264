import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { Ref } from 'react';
import { Heading as AriaHeading, type HeadingProps as AriaHeadingProps } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Heading.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type HeadingVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const satisfies readonly NonNullable<
  HeadingVariants['size']
>[];
export const headingTones = ['default', 'muted'] as const satisfies readonly NonNullable<HeadingVariants['tone']>[];
export const headingAligns = ['start', 'center', 'end'] as const satisfies readonly NonNullable<
  HeadingVariants['align']
>[];

type HeadingLevel = (typeof headingLevels)[number];
type HeadingSize = (typeof headingSizes)[number];

/** The size each level gets unless `size` says otherwise: the sizes the kit's sections and cards use. */
const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: '2xl', 2: 'xl', 3: 'sm', 4: 'xs', 5: 'xs', 6: 'xs' };

export interface HeadingProps extends Omit<AriaHeadingProps, 'level'> {
  /**
   * Heading level (`h1`–`h6`), chosen for the page outline, not for looks.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * Visual size on the type scale: `xs` 1.125rem, `sm` 1.25rem, `md` 1.5rem, `lg` 1.875rem, `xl` 2–2.5rem and
   * `2xl` 2.25–3.5rem (the last two fluid).
   * @default by level: 1 → '2xl', 2 → 'xl', 3 → 'sm', 4–6 → 'xs'
   */
  size?: HeadingSize;
  /**
   * Text colour: `default` inherits the surrounding text colour, `muted` is the secondary text role.
   * @default 'default'
   */
  tone?: (typeof headingTones)[number];
  /**
   * Text alignment; unset, it follows the surrounding text.
   * @default undefined
   */
  align?: (typeof headingAligns)[number];
  /**
   * The heading element.
   * @default undefined
   */
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading on the kit's type scale; its level and its size are chosen separately. */
export function Heading({ level = 2, size, tone, align, className, ...props }: HeadingProps) {
  return (
    <AriaHeading
      {...props}
      level={level}
      className={cx(styles.root({ size: size ?? defaultSize[level], tone, align }), className)}
    />
  );
}
