import { cx, TestimonialCard } from '@tallowood/design-system';
import type { Voice } from '../content/roster.ts';
import { quoteCredit } from '../content/voices.ts';
import { SwipeRow } from './SwipeRow.tsx';
import * as styles from './WorkBlocks.css.ts';

type Review = Required<Voice> & { quote: string; rating: number };

/**
 * Client reviews side by side; a phone swipes through them in one row, a review and the edge of the next in view. The
 * row takes focus, as a scrolled region must for a keyboard, since a review holds nothing to focus.
 */
export function ReviewRow({
  items,
  columns,
  className,
}: {
  items: readonly Review[];
  /** Reviews a row on a wide screen. */
  columns: number;
  className?: string;
}) {
  return (
    <SwipeRow
      columns={{ mobile: 1, desktop: columns }}
      gap="6"
      className={styles.swipeBounds}
      scroller={{
        role: 'region',
        'aria-label': `${items.length} reviews`,
        tabIndex: 0,
        className: cx(styles.focusableRow, className),
      }}
    >
      {items.map((item) => (
        <TestimonialCard
          key={`${item.client}/${item.person}`}
          quote={item.quote}
          rating={item.rating}
          {...quoteCredit(item)}
        />
      ))}
    </SwipeRow>
  );
}
