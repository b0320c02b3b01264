import { CaseStudyCard, Grid } from '@tallowood/design-system';
import { clientCredit } from '../../content/voices.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function RankingCasesBlock({ block, tone }: BlockProps<'ranking-cases'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Grid columns={{ mobile: 1, desktop: 3 }} gap="6" mobileLimit={false}>
        {block.items.map((item) => (
          <CaseStudyCard key={item.client} {...item} {...clientCredit(item.client)} link={block.link} />
        ))}
      </Grid>
    </BlockSection>
  );
}
