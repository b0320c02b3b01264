import { BarChart, Columns, StatTile } from '@tallowood/design-system';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function ChartBlock({ block, tone }: BlockProps<'chart'>) {
  const chart = (
    <BarChart title={block.title} data={block.data} labelHeader={block.labelHeader} valueHeader={block.valueHeader} />
  );
  return (
    <BlockSection block={block} tone={tone}>
      {block.summary ? (
        <Columns split="2/1" alignY="center" gap={{ mobile: '6', desktop: '8' }}>
          {chart}
          <StatTile value={block.summary.value} label={block.summary.label} framed />
        </Columns>
      ) : (
        chart
      )}
    </BlockSection>
  );
}
