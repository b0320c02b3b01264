import type { BlockData } from '../definition.ts';
import type { BlockOf } from '../registry.ts';
import { plainText } from '../text.ts';

/** The tiers as offers, one group for the block, for the page's OfferCatalog (and a service's price). */
export function pricingData(block: BlockOf<'pricing'>, page: { path: string }): BlockData {
  return {
    offerGroups: [
      {
        name: block.heading,
        offers: block.tiers.map((tier) => ({
          name: tier.name,
          description: plainText(tier.description),
          url: tier.cta.href.startsWith('/') ? tier.cta.href : page.path,
          price: tier.amount,
          range: tier.range,
          monthly: /month/i.test(tier.period ?? ''),
        })),
      },
    ],
  };
}
