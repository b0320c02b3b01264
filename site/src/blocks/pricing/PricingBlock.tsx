import { FeatureCard, Grid, Heading, PricingCard, Stack } from '@tallowood/design-system';
import { use } from 'react';
import * as styles from '../../templates/ContentPage.css.ts';
import { CalendarSection, resolveLink } from '../../templates/calendarLinks.ts';
import { Inline } from '../../templates/Inline.tsx';
import { MoreItems } from '../../templates/PhoneFold.tsx';
import { SwipeRow } from '../../templates/SwipeRow.tsx';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';

export function PricingBlock({ block, tone }: BlockProps<'pricing'>) {
  const calendarId = use(CalendarSection);
  const addonColumns = (block.addons?.items.length ?? 0) > 4 ? 3 : 2;
  return (
    <BlockSection block={block} tone={tone}>
      <SwipeRow columns={{ mobile: 1, desktop: block.tiers.length }} gap="6" className={styles.pricing}>
        {block.tiers.map((tier) => (
          <PricingCard
            key={tier.name}
            name={tier.name}
            price={tier.price}
            priceNote={tier.period}
            description={tier.description}
            features={tier.features.map((feature) => <Inline key={feature} text={feature} />)}
            cta={{ label: tier.cta.label, ...resolveLink(tier.cta, calendarId) }}
            popular={tier.highlighted}
            popularLabel={tier.badge}
          />
        ))}
      </SwipeRow>
      {block.addons ? (
        <Stack gap="5" className={styles.addons}>
          <Heading level={3} size="md" align="center">
            {block.addons.heading}
          </Heading>
          <MoreItems
            columns={addonColumns}
            layout={(cards) => (
              <Grid columns={{ mobile: 1, desktop: addonColumns }} gap="4" mobileLimit={false}>
                {cards}
              </Grid>
            )}
            items={block.addons.items.map((addon) => (
              <FeatureCard key={addon.name} title={addon.name} body={<Inline text={addon.body} />} />
            ))}
          />
        </Stack>
      ) : null}
      <Note text={block.note} />
    </BlockSection>
  );
}
