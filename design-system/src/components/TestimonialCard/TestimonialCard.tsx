import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx } from '../../utils/classNames.ts';
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

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cx(styles.star, !filled && styles.starEmpty)}
      fill="currentColor"
    >
      <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** A client quote with their name, business and a star rating that reads as "Rated 5 out of 5". */
export function TestimonialCard({ quote, author, business, rating = 5, className, ...props }: TestimonialCardProps) {
  const label = ratingLabel(rating);
  return (
    <figure {...props} className={cx(styles.root, className)}>
      <p className={styles.stars}>
        {Array.from({ length: maxRating }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed, positional row
          <span key={index} aria-hidden="true">
            <Star filled={index < rating} />
          </span>
        ))}
        <span className={visuallyHidden}>{label}</span>
      </p>
      <blockquote className={styles.quote}>{quote}</blockquote>
      <figcaption className={styles.caption}>
        <cite className={styles.author}>{author}</cite>
        <span className={styles.business}>{business}</span>
      </figcaption>
    </figure>
  );
}
