import { TestimonialCard } from '@tallowood/design-system';
import { quoteCredit } from '../../content/voices.ts';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function TestimonialBlock({ block, tone }: BlockProps<'testimonial'>) {
  return (
    <BlockSection block={block} tone={tone} label="What our clients say">
      <TestimonialCard
        className={styles.testimonial}
        quote={block.quote}
        {...quoteCredit(block)}
        rating={block.rating}
      />
    </BlockSection>
  );
}
