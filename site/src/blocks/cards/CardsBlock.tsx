import { FeatureCard, Grid, ServiceCard } from '@tallowood/design-system';
import type { ReactNode } from 'react';
import * as styles from '../../templates/ContentPage.css.ts';
import { Inline } from '../../templates/Inline.tsx';
import { MoreItems } from '../../templates/PhoneFold.tsx';
import { SwipeRow } from '../../templates/SwipeRow.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  const columns = block.columns ?? (block.items.length % 4 === 0 ? 4 : block.items.length === 2 ? 2 : 3);
  // Four or more cards would stack into a long column on a phone. Linked cards sit side by side there, swiped (their
  // links take the keyboard along); cards of words alone show their first row or so and fold the rest.
  const linked = block.items.every((item) => item.href);
  const grid = (cards: readonly ReactNode[]) => {
    const props = { columns: { mobile: 1, desktop: columns }, gap: { mobile: '4', desktop: '6' } } as const;
    return linked && block.items.length >= 4 ? (
      <SwipeRow {...props}>{cards}</SwipeRow>
    ) : (
      <Grid {...props} mobileLimit={false}>
        {cards}
      </Grid>
    );
  };
  const cards = block.items.map((item) =>
    item.href ? (
      <ServiceCard
        key={item.title}
        title={item.title}
        description={<Inline text={item.body} />}
        link={{ label: item.linkLabel ?? 'Learn more', href: item.href }}
        badge={item.badge}
      />
    ) : (
      <FeatureCard
        key={item.title}
        title={item.title}
        body={<Inline text={item.body} />}
        className={styles.phoneCard}
      />
    ),
  );
  return (
    <BlockSection block={block} tone={tone}>
      {linked ? grid(cards) : <MoreItems items={cards} columns={columns} layout={grid} />}
    </BlockSection>
  );
}
