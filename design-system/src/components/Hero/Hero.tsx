import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Heading } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Hero.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type HeroVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const heroVariants = ['gradient', 'plain', 'dark'] as const satisfies readonly NonNullable<
  HeroVariants['variant']
>[];

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's main headline. */
  title: ReactNode;
  /**
   * Level of the title heading. A hero usually opens the page, hence `h1`.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Short badge text above the title, e.g. "Launch in 48 hours".
   * @default undefined
   */
  eyebrow?: ReactNode;
  /**
   * Supporting paragraph under the title.
   * @default undefined
   */
  subtitle?: ReactNode;
  /**
   * Calls to action, usually one or two `LinkButton`s, given as they are (not wrapped in a layout of their own): the
   * hero stacks them at full width on a phone and sets them side by side from the tablet width.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Under the buttons: a few short lines of proof, such as a rating or a guarantee.
   * @default undefined
   */
  note?: ReactNode;
  /**
   * Picture or illustration beside the text on wide screens, below it on phones.
   * @default undefined
   */
  media?: ReactNode;
  /**
   * The narrowest screen the media shows on: `desktop` leaves a phone's hero to its words and buttons (a lazy image
   * in the media is then never fetched on a phone).
   * @default 'phone'
   */
  mediaFrom?: NonNullable<RecipeVariants<typeof styles.media>>['from'];
  /**
   * Background treatment.
   * @default 'gradient'
   */
  variant?: HeroVariants['variant'];
}

/** The opening band of a page: badge, headline, subtitle, actions and optional media. */
export function Hero({
  title,
  headingLevel = 1,
  eyebrow,
  subtitle,
  actions,
  note,
  media,
  mediaFrom,
  variant,
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} {...props} className={cx(styles.root({ variant }), className)}>
      <div className={styles.inner({ withMedia: Boolean(media) })}>
        <div className={styles.content}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading level={headingLevel} id={titleId} className={styles.title}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {note ? <div className={styles.note}>{note}</div> : null}
        </div>
        {media ? <div className={styles.media({ from: mediaFrom })}>{media}</div> : null}
      </div>
    </section>
  );
}
