import { Grid, TestimonialCard } from '@tallowood/design-system';
import type { ReactNode } from 'react';
import { quoteCredit } from '../../content/voices.ts';
import { MoreItems } from '../../templates/PhoneFold.tsx';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

export function TestimonialsBlock({ block, tone }: BlockProps<'testimonials'>) {
  // Three a row once there are enough to fold on a phone (which shows the first row): five read as three and two.
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
        columns={columns}
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
