import { Grid, Heading, Stack } from '@tallowood/design-system';
import { type BlockProps, BlockSection, CheckList } from '../BlockParts.tsx';

export function ListsBlock({ block, tone }: BlockProps<'lists'>) {
  return (
    <BlockSection block={block} tone={tone} align="start">
      <Grid columns={{ mobile: 1, desktop: block.lists.length }} gap="8">
        {block.lists.map((list) => (
          <Stack key={list.title} gap="4">
            <Heading level={3} size="md">
              {list.title}
            </Heading>
            <CheckList items={list.items} />
          </Stack>
        ))}
      </Grid>
    </BlockSection>
  );
}
