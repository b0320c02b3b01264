import { FeatureCard, Grid, ServiceCard } from '@tallowood/design-system';
import { Inline } from '../../templates/Inline.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  const columns = block.columns ?? (block.items.length % 4 === 0 ? 4 : block.items.length === 2 ? 2 : 3);
  return (
    <BlockSection block={block} tone={tone}>
      <Grid columns={{ mobile: 1, desktop: columns }} gap="6" mobileLimit={false}>
        {block.items.map((item) =>
          item.href ? (
            <ServiceCard
              key={item.title}
              title={item.title}
              description={<Inline text={item.body} />}
              link={{ label: item.linkLabel ?? 'Learn more', href: item.href }}
              badge={item.badge}
            />
          ) : (
            <FeatureCard key={item.title} title={item.title} body={<Inline text={item.body} />} />
          ),
        )}
      </Grid>
    </BlockSection>
  );
}
