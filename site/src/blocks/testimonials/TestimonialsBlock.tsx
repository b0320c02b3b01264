import { Grid, TestimonialCard } from '@tallowood/design-system';
import type { ReactNode } from 'react';
import { quoteCredit } from '../../content/voices.ts';
import { type BlockProps, BlockSection, MoreItems, Note } from '../BlockParts.tsx';

export function TestimonialsBlock({ block, tone }: BlockProps<'testimonials'>) {
  // A list long enough to fold shows its first three in one row on a wide screen.
  const columns = block.items.length % 3 === 0 || block.items.length > 4 ? 3 : 2;
  const reviews = (cards: readonly ReactNode[]) => (
    <Grid columns={{ mobile: 1, desktop: columns }} gap="6" mobileLimit={false}>
      {cards}
    </Grid>
  );
  return (
    <BlockSection block={block} tone={tone}>
      <MoreItems
        noun="reviews"
        layout={reviews}
        items={block.items.map((item) => (
          <TestimonialCard
            key={`${item.client}/${item.person}`}
            quote={item.quote}
            rating={item.rating}
            {...quoteCredit(item)}
          />
        ))}
      />
      <Note text={block.note} />
    </BlockSection>
  );
}
