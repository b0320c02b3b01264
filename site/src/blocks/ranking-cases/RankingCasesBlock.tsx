import { CaseStudyCard, Grid } from '@tallowood/design-system';
import type { ReactNode } from 'react';
import { clientCredit } from '../../content/voices.ts';
import { MoreItems } from '../../templates/PhoneFold.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

const cases = (cards: readonly ReactNode[]) => (
  <Grid columns={{ mobile: 1, desktop: 3 }} gap="6" mobileLimit={false}>
    {cards}
  </Grid>
);

export function RankingCasesBlock({ block, tone }: BlockProps<'ranking-cases'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <MoreItems
        noun="case studies"
        columns={3}
        layout={cases}
        items={block.items.map((item) => (
          <CaseStudyCard key={item.client} {...item} {...clientCredit(item.client)} link={block.link} />
        ))}
      />
    </BlockSection>
  );
}
