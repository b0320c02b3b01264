import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type HTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import { Heading } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import { jumpAttribute, jumpFromClick } from '../../utils/jump.ts';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import * as styles from './CtaBlock.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type CtaBlockVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const ctaBlockVariants = ['gradient', 'dark'] as const satisfies readonly NonNullable<
  CtaBlockVariants['variant']
>[];

export interface CtaBlockPanel {
  /** Panel heading, e.g. "Free 30-minute strategy call". */
  title: string;
  /** A sentence or two, e.g. the price range most clients invest. */
  body: ReactNode;
  /**
   * Short points listed under the body.
   * @default undefined
   */
  points?: string[];
}

export interface CtaBlockProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The closing headline. */
  title: ReactNode;
  /**
   * Supporting sentence under the title.
   * @default undefined
   */
  subtitle?: ReactNode;
  /**
   * Text of the primary button.
   * @default 'Start My Transformation'
   */
  primaryLabel?: string;
  /**
   * Where the primary button goes when the page has no `primaryTargetId` element (and without JavaScript).
   * @default '/#contact-section'
   */
  primaryHref?: string;
  /**
   * Id of the on-page element the primary button scrolls to and focuses, when present.
   * @default 'contact-section'
   */
  primaryTargetId?: string;
  /**
   * Text of the secondary button.
   * @default 'Book Strategy Session'
   */
  secondaryLabel?: string;
  /**
   * Where the secondary button goes.
   * @default '/book-consultation'
   */
  secondaryHref?: string;
  /**
   * Opens the secondary link in a new tab (another site, e.g. a booking page).
   * @default false
   */
  secondaryNewTab?: boolean;
  /**
   * Background treatment.
   * @default 'gradient'
   */
  variant?: CtaBlockVariants['variant'];
  /**
   * Optional panel under the buttons, e.g. about the free 30-minute call.
   * @default undefined
   */
  pricingPanel?: CtaBlockPanel;
  /**
   * Level of the title heading, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The closing call to action of a page. The primary button is a real link (so it works without
 * JavaScript); when the page has the target section it scrolls there and moves focus instead of
 * navigating.
 */
export function CtaBlock({
  title,
  subtitle,
  primaryLabel = 'Start My Transformation',
  primaryHref = '/#contact-section',
  primaryTargetId = 'contact-section',
  secondaryLabel = 'Book Strategy Session',
  secondaryHref = '/book-consultation',
  secondaryNewTab = false,
  variant,
  pricingPanel,
  headingLevel = 2,
  className,
  ...props
}: CtaBlockProps) {
  const titleId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const actions = actionsRef.current;
    if (!actions) return;
    // A native listener sees the one real click for every input (mouse, touch, Enter) before
    // React and the router do, so cancelling it stops the navigation everywhere.
    actions.addEventListener('click', jumpFromClick);
    return () => actions.removeEventListener('click', jumpFromClick);
  }, []);
  return (
    <section aria-labelledby={titleId} {...props} className={cx(styles.root({ variant }), className)}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading level={headingLevel} id={titleId} className={styles.title}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        <div ref={actionsRef} className={styles.actions}>
          <LinkButton
            href={primaryHref}
            {...{ [jumpAttribute]: primaryTargetId || undefined }}
            variant={variant === 'dark' ? 'primary' : 'secondary'}
            size="lg"
          >
            {primaryLabel}
          </LinkButton>
          <LinkButton href={secondaryHref} newTab={secondaryNewTab} variant="outline" size="lg">
            {secondaryLabel}
          </LinkButton>
        </div>
        {pricingPanel ? (
          <div className={styles.panel}>
            <p className={styles.panelTitle}>{pricingPanel.title}</p>
            <div className={styles.panelBody}>{pricingPanel.body}</div>
            {pricingPanel.points ? (
              <ul className={styles.panelPoints}>
                {pricingPanel.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
