import { Grid, TestimonialCard } from '@tallowood/design-system';
import { quoteCredit } from '../../content/voices.ts';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

export function TestimonialsBlock({ block, tone }: BlockProps<'testimonials'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Grid columns={{ mobile: 1, desktop: block.items.length % 3 === 0 ? 3 : 2 }} gap="6" mobileLimit={false}>
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
