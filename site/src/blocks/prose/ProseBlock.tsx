import { type BlockProps, BlockSection, Prose } from '../BlockParts.tsx';

export function ProseBlock({ block, tone }: BlockProps<'prose'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <Prose lead={block.lead} paragraphs={block.paragraphs} />
    </BlockSection>
  );
}
