import { MoreItems } from '../../templates/PhoneFold.tsx';
import { type BlockProps, BlockSection, CheckList } from '../BlockParts.tsx';

export function ChecklistBlock({ block, tone }: BlockProps<'checklist'>) {
  const columns = block.columns ?? (block.items.length > 5 ? 2 : 1);
  // A long list stacks into one tall column on a phone: it shows its first row or so there, the rest folded.
  return (
    <BlockSection block={block} tone={tone} align="start">
      <MoreItems
        items={block.items}
        columns={columns}
        gap="3"
        start
        layout={(items) => <CheckList items={items} columns={columns} />}
      />
    </BlockSection>
  );
}
