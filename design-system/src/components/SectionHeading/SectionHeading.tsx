import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './SectionHeading.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type SectionHeadingVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const sectionHeadingAligns = ['start', 'center'] as const satisfies readonly NonNullable<
  SectionHeadingVariants['align']
>[];

export interface SectionHeadingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'id'> {
  /** The heading text. */
  title: ReactNode;
  /**
   * Heading level of the title, to keep the page outline correct.
   * @default 2
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Short label above the title, shown as a pill.
   * @default undefined
   */
  eyebrow?: ReactNode;
  /**
   * Supporting paragraph under the title.
   * @default undefined
   */
  subtitle?: ReactNode;
  /**
   * Text alignment.
   * @default 'start'
   */
  align?: SectionHeadingVariants['align'];
  /**
   * Id of the title element, for `aria-labelledby` on the surrounding section.
   * @default undefined
   */
  id?: string;
}

/** Eyebrow, title and subtitle that open a page section. */
export function SectionHeading({
  title,
  level = 2,
  eyebrow,
  subtitle,
  align,
  id,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div {...props} className={cx(styles.root({ align }), className)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={level} id={id} className={styles.title}>
        {title}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
