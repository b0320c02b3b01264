import { Columns, Heading, Section, Stack } from '@tallowood/design-system';
import { Art } from '../../templates/Art.tsx';
import { type BlockProps, CheckList, Prose } from '../BlockParts.tsx';

export function SplitBlock({ block, tone, opening = false }: BlockProps<'split'>) {
  return (
    <Section id={block.id} tone={tone}>
      <Columns split="1/1" alignY="center" gap={{ mobile: '8', desktop: '16' }}>
        {block.reverse ? <Art art={block.art} deferred={!opening} /> : null}
        <Stack gap="5">
          <Heading level={2} size="xl">
            {block.heading}
          </Heading>
          <Prose paragraphs={block.paragraphs} />
          {block.points ? <CheckList items={block.points} /> : null}
        </Stack>
        {block.reverse ? null : <Art art={block.art} deferred={!opening} />}
      </Columns>
    </Section>
  );
}
