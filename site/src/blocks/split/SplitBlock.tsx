import { Columns, Heading, Section, Stack } from '@tallowood/design-system';
import { Art } from '../../templates/Art.tsx';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, CheckList, Prose } from '../BlockParts.tsx';

export function SplitBlock({ block, tone, opening = false }: BlockProps<'split'>) {
  // The drawing stands beside the words from the desktop width; a phone keeps to the words, as a hero does, and
  // never fetches the drawing's files.
  const art = <Art art={block.art} deferred={!opening} className={styles.besideWords} />;
  return (
    <Section id={block.id} tone={tone}>
      <Columns split="1/1" alignY="center" gap={{ mobile: '8', desktop: '16' }}>
        {block.reverse ? art : null}
        <Stack gap="5">
          <Heading level={2} size="xl">
            {block.heading}
          </Heading>
          <Prose paragraphs={block.paragraphs} then={block.points ? <CheckList items={block.points} /> : undefined} />
        </Stack>
        {block.reverse ? null : art}
      </Columns>
    </Section>
  );
}
