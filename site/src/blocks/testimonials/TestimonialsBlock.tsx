import { ReviewRow } from '../../templates/ReviewRow.tsx';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

export function TestimonialsBlock({ block, tone }: BlockProps<'testimonials'>) {
  // Three a row for three, five or six reviews; two a row for two or four.
  const columns = block.items.length % 3 === 0 || block.items.length > 4 ? 3 : 2;
  return (
    <BlockSection block={block} tone={tone}>
      <ReviewRow items={block.items} columns={columns} />
      <Note text={block.note} />
    </BlockSection>
  );
}
