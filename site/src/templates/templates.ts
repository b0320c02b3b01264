/**
 * The structured data each template adds to its entries' pages. Written by the server only, so none of it
 * reaches the browser.
 */
import type { TemplateName } from '../content/collections.ts';
import type { ContentEntry } from '../content/load.ts';
import type { BlockOf } from '../content/schema.ts';
import { aboutPage, faqPage, type JsonLd, localBusiness, service } from '../seo/structuredData.ts';

function servicePrice(entry: ContentEntry): number | undefined {
  const tiers = entry.data.blocks
    .filter((block): block is BlockOf<'pricing'> => block.type === 'pricing')
    .flatMap((block) => block.tiers);
  return tiers.length === 1 ? tiers[0]?.amount : undefined;
}

function faqs(entry: ContentEntry): JsonLd[] {
  const items = entry.data.blocks
    .filter((block): block is BlockOf<'faq'> => block.type === 'faq')
    .flatMap((block) => block.items);
  return items.length > 0 ? [faqPage(items)] : [];
}

function serviceData(entry: ContentEntry, serviceType: string): JsonLd[] {
  return [
    service({
      name: entry.data.name,
      description: entry.data.summary,
      price: servicePrice(entry),
      serviceType,
    }),
    ...faqs(entry),
  ];
}

/** Structured data of a page beyond the WebPage and BreadcrumbList every page has. */
export const templateStructuredData: Record<TemplateName, (entry: ContentEntry) => JsonLd[]> = {
  service: (entry) => serviceData(entry, 'Web design service'),
  solution: (entry) => serviceData(entry, 'AI automation service'),
  industry: (entry) => serviceData(entry, 'Web design service'),
  landing: (entry) => serviceData(entry, 'Web design service'),
  about: (entry) => [aboutPage(entry.data.description), localBusiness(), ...faqs(entry)],
};
