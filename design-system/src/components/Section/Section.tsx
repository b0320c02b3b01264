import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type HTMLAttributes, useId } from 'react';
import { cx } from '../../utils/classNames.ts';
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading.tsx';
import * as styles from './Section.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type SectionVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const sectionTones = ['surface', 'muted', 'inverse'] as const satisfies readonly NonNullable<
  SectionVariants['tone']
>[];

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /**
   * Background and text colours: the page surface, a muted band, or a dark inverse band.
   * @default 'surface'
   */
  tone?: SectionVariants['tone'];
  /**
   * Renders a `SectionHeading` first and names the section by its title (`aria-labelledby`).
   * Without it, pass `aria-labelledby` or `aria-label` yourself if the section needs a name.
   * @default undefined
   */
  heading?: Omit<SectionHeadingProps, 'id'>;
}

/**
 * A full-width page band with the kit's vertical rhythm and a centred, width-limited column.
 * Give it an `id` to make it an anchor target (e.g. `contact-section`).
 */
export function Section({ tone, heading, className, children, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      {...props}
      className={cx(styles.root({ tone }), className)}
    >
      <div className={styles.inner}>
        {heading ? <SectionHeading {...heading} id={headingId} /> : null}
        {children}
      </div>
    </section>
  );
}
