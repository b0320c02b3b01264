import { Grid, StatTile } from '@tallowood/design-system';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

export function StatsBlock({ block, tone }: BlockProps<'stats'>) {
  return (
    <BlockSection block={block} tone={tone} label="Results">
      <Grid columns={{ mobile: block.items.length === 3 ? 1 : 2, desktop: block.items.length }} gap="4">
        {block.items.map((item) => (
          <StatTile key={item.label} value={item.value} label={item.label} framed />
        ))}
      </Grid>
      <Note text={block.note} />
    </BlockSection>
  );
}
