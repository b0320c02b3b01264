import { type BlockProps, BlockSection, CheckList } from '../BlockParts.tsx';

export function ChecklistBlock({ block, tone }: BlockProps<'checklist'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <CheckList items={block.items} columns={block.columns ?? (block.items.length > 5 ? 2 : 1)} />
    </BlockSection>
  );
}
