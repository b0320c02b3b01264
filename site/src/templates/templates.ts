/**
 * The structured data each template adds to its entries' pages. Written by the server only, so none of it
 * reaches the browser.
 */
import type { TemplateName } from '../content/collections.ts';
import type { ContentEntry } from '../content/load.ts';
import type { BlockOf } from '../content/schema.ts';
import { copyTexts, plainText } from '../content/text.ts';
import {
  aboutPage,
  faqPage,
  type JsonLd,
  jobPosting,
  localBusiness,
  offerCatalog,
  service,
} from '../seo/structuredData.ts';

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
  return items.length > 0
    ? [faqPage(items.map((item) => ({ question: item.question, answer: plainText(item.answer) })))]
    : [];
}

/** Every pricing block's tiers as offers, each block a group. */
function offers(entry: ContentEntry): JsonLd[] {
  const groups = entry.data.blocks
    .filter((block): block is BlockOf<'pricing'> => block.type === 'pricing')
    .map((block) => ({
      name: block.heading,
      offers: block.tiers.map((tier) => ({
        name: tier.name,
        description: plainText(tier.description),
        url: tier.cta.href.startsWith('/') ? tier.cta.href : entry.path,
        price: tier.amount,
        range: tier.range,
        monthly: /month/i.test(tier.period ?? ''),
      })),
    }));
  return groups.length > 0 ? [offerCatalog(entry.data.name, groups)] : [];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function jobData(entry: ContentEntry): JsonLd[] {
  const { job } = entry.data;
  if (!job) return [];
  // The role as the page describes it: its summary, then its running copy.
  const paragraphs = [
    entry.data.summary,
    ...entry.data.blocks.flatMap((block) => (block.type === 'prose' ? copyTexts(block.paragraphs) : [])),
  ];
  return [
    jobPosting({
      title: entry.data.name,
      description: paragraphs.map((text) => `<p>${escapeHtml(plainText(text))}</p>`).join(''),
      path: entry.path,
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: job.employmentType,
      remote: job.remote,
      locality: job.locality,
      region: job.region,
      salary: job.salary,
    }),
  ];
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
  page: (entry) => [...offers(entry), ...faqs(entry)],
  legal: () => [],
  job: (entry) => [...jobData(entry), ...faqs(entry)],
};
