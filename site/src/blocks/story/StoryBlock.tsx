import { Columns, Grid, Heading, Stack, StatTile } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, BlockSection, Prose } from '../BlockParts.tsx';

export function StoryBlock({ block, tone }: BlockProps<'story'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <Columns split="3/2" alignY="center" gap={{ mobile: '8', desktop: '12' }}>
        <Stack gap="4">
          <Heading level={3} size="lg">
            {block.title}
          </Heading>
          <Prose paragraphs={block.paragraphs} />
        </Stack>
        <Grid columns={{ mobile: 2, desktop: block.stats.length === 3 ? 1 : 2 }} gap="4" className={styles.statTiles}>
          {block.stats.map((item) => (
            <StatTile key={item.label} value={item.value} label={item.label} framed />
          ))}
        </Grid>
      </Columns>
    </BlockSection>
  );
}
