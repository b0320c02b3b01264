import { cx, Grid, TestimonialCard } from '@tallowood/design-system';
import { quoteCredit } from '../../content/voices.ts';
import { swipeRow } from '../../templates/ContentPage.css.ts';
import * as styles from '../../templates/WorkBlocks.css.ts';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

/**
 * Reviews side by side; a phone swipes through them in one row, a review and the edge of the next in view. The row
 * takes focus, as a scrolled region must for a keyboard, since a review holds nothing to focus.
 */
export function TestimonialsBlock({ block, tone }: BlockProps<'testimonials'>) {
  // Three a row for three, five or six reviews; two a row for two or four.
  const columns = block.items.length % 3 === 0 || block.items.length > 4 ? 3 : 2;
  return (
    <BlockSection block={block} tone={tone}>
      <Grid
        columns={{ mobile: 1, desktop: columns }}
        gap="6"
        mobileLimit={false}
        className={cx(swipeRow, styles.swipeBounds, styles.focusableRow)}
        role="region"
        aria-label={`${block.items.length} reviews`}
        tabIndex={0}
      >
        {block.items.map((item) => (
          <TestimonialCard
            key={`${item.client}/${item.person}`}
            quote={item.quote}
            rating={item.rating}
            {...quoteCredit(item)}
          />
        ))}
      </Grid>
      <Note text={block.note} />
    </BlockSection>
  );
}
