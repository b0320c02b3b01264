import type { HTMLAttributes } from 'react';
import { StarIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx } from '../../utils/classNames.ts';
import { Card } from '../Card/Card.tsx';
import { maxRating, ratingLabel } from './rating.ts';
import * as styles from './TestimonialCard.css.ts';

export interface TestimonialCardProps extends HTMLAttributes<HTMLElement> {
  /** What the client said, without quotation marks (the card adds them). */
  quote: string;
  /** The client's name. */
  author: string;
  /** The client's business, e.g. "Melbourne Plumbing Co." */
  business: string;
  /**
   * Star rating, a whole number from 1 to 5; anything else throws a `RangeError`.
   * @default 5
   */
  rating?: number;
}

/** A client quote with their name, business and a star rating that reads as "Rated 5 out of 5". */
export function TestimonialCard({ quote, author, business, rating = 5, className, ...props }: TestimonialCardProps) {
  const label = ratingLabel(rating);
  return (
    <Card {...props} as="figure" className={cx(styles.root, className)}>
      <p className={styles.stars}>
        {Array.from({ length: maxRating }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed, positional row
          <span key={index} aria-hidden="true">
            <StarIcon className={cx(styles.star, index >= rating && styles.starEmpty)} />
          </span>
        ))}
        <span className={visuallyHidden}>{label}</span>
      </p>
      <blockquote className={styles.quote}>{quote}</blockquote>
      <figcaption className={styles.caption}>
        <cite className={styles.author}>{author}</cite>
        <span className={styles.business}>{business}</span>
      </figcaption>
    </Card>
  );
}
