import type { HTMLAttributes, ReactNode } from 'react';
import { Heading, type PressEvent } from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx } from '../../utils/classNames.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import * as styles from './PricingCard.css.ts';

export interface PricingCardCta {
  /** Button text, e.g. "Get Started". */
  label: string;
  /** Destination; without it the CTA is a button that calls `onPress`. */
  href?: string;
  /** Called when the button is pressed (for a CTA without `href`, e.g. revealing a calendar). */
  onPress?: (event: PressEvent) => void;
  /**
   * Opens `href` in a new tab (another site, e.g. a booking page).
   * @default false
   */
  newTab?: boolean;
}

export interface PricingCardProps extends HTMLAttributes<HTMLElement> {
  /** Package name, e.g. "Growth". */
  name: string;
  /** Who the package is for. */
  description: ReactNode;
  /** Price as shown, e.g. "$1,800-$2,200" or "Custom". */
  price: string;
  /**
   * Small print under the price, e.g. "AUD, one-time".
   * @default undefined
   */
  priceNote?: ReactNode;
  /** What is included, one line each. */
  features: ReactNode[];
  /** The package's call to action. */
  cta: PricingCardCta;
  /**
   * Highlights the card and shows the `popularLabel` badge.
   * @default false
   */
  popular?: boolean;
  /**
   * Badge text for a popular package.
   * @default 'Most Popular'
   */
  popularLabel?: string;
  /**
   * Level of the package-name heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A package with its price range, inclusions and one call to action. */
export function PricingCard({
  name,
  description,
  price,
  priceNote,
  features,
  cta,
  popular = false,
  popularLabel = 'Most Popular',
  headingLevel = 3,
  className,
  ...props
}: PricingCardProps) {
  // Several cards share a CTA label; the hidden package name tells them apart in a links list.
  const ctaContent = (
    <>
      {cta.label}
      <span className={visuallyHidden}> ({name})</span>
    </>
  );
  return (
    <Card {...props} as="article" radius="xl" highlighted={popular} className={cx(styles.root, className)}>
      {popular ? <p className={styles.badge}>{popularLabel}</p> : null}
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.name}>
          {name}
        </Heading>
        <div className={styles.description}>{description}</div>
      </div>
      <p className={styles.price}>
        <span className={styles.priceValue}>{price}</span>
        {priceNote ? <span className={styles.priceNote}>{priceNote}</span> : null}
      </p>
      <ul className={styles.features}>
        {features.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: features are static text in a fixed order
          <li key={index} className={styles.feature}>
            {/* A 2.2 px stroke at the mark's 1.25rem size. */}
            <CheckIcon className={styles.check} strokeWidth={2.64} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {cta.href ? (
        <LinkButton
          href={cta.href}
          onPress={cta.onPress}
          newTab={cta.newTab}
          variant={popular ? 'gradient' : 'primary'}
          fullWidth
        >
          {ctaContent}
        </LinkButton>
      ) : (
        <Button onPress={cta.onPress} variant={popular ? 'gradient' : 'primary'} fullWidth>
          {ctaContent}
        </Button>
      )}
    </Card>
  );
}
