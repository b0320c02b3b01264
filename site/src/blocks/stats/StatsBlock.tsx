import { Grid, StatTile } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

export function StatsBlock({ block, tone }: BlockProps<'stats'>) {
  return (
    <BlockSection block={block} tone={tone} label="Results">
      <Grid columns={{ mobile: 2, desktop: block.items.length }} gap="4" className={styles.statTiles}>
        {block.items.map((item) => (
          <StatTile key={item.label} value={item.value} label={item.label} framed />
        ))}
      </Grid>
      <Note text={block.note} />
    </BlockSection>
  );
}
