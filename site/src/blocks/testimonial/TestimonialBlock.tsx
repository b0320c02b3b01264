import { TestimonialCard } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function TestimonialBlock({ block, tone }: BlockProps<'testimonial'>) {
  return (
    <BlockSection block={block} tone={tone} label="What our clients say">
      <TestimonialCard
        className={styles.testimonial}
        quote={block.quote}
        author={block.author}
        business={block.business}
        rating={block.rating}
      />
    </BlockSection>
  );
}
