/**
 * The structured data each template adds to its entries' pages. Written by the server only, so none of it
 * reaches the browser.
 */
import { blocksData } from '../blocks/structuredData.ts';
import { plainText } from '../blocks/text.ts';
import type { TemplateName } from '../content/collections.ts';
import type { ContentEntry } from '../content/entry.ts';
import { clientOf } from '../content/voices.ts';
import {
  aboutPage,
  caseStudy,
  faqPage,
  type JsonLd,
  jobPosting,
  localBusiness,
  offerCatalog,
  service,
} from '../seo/structuredData.ts';

/** What the entry's blocks add to its structured data, each kind gathered across the page. */
function blockFacts(entry: ContentEntry) {
  const data = blocksData(entry.data.blocks, { path: entry.path });
  return {
    faqs: data.flatMap((item) => item.faqs ?? []),
    offerGroups: data.flatMap((item) => item.offerGroups ?? []),
    copy: data.flatMap((item) => item.copy ?? []),
  };
}

function servicePrice(entry: ContentEntry): number | undefined {
  const offers = blockFacts(entry).offerGroups.flatMap((group) => group.offers);
  return offers.length === 1 ? offers[0]?.price : undefined;
}

function faqs(entry: ContentEntry): JsonLd[] {
  const items = blockFacts(entry).faqs;
  return items.length > 0 ? [faqPage(items)] : [];
}

/** Every pricing block's tiers as offers, each block a group. */
function offers(entry: ContentEntry): JsonLd[] {
  const groups = blockFacts(entry).offerGroups;
  return groups.length > 0 ? [offerCatalog(entry.data.name, groups)] : [];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function jobData(entry: ContentEntry): JsonLd[] {
  const { job } = entry.data;
  if (!job) return [];
  // The role as the page describes it: its summary, then its running copy.
  const paragraphs = [entry.data.summary, ...blockFacts(entry).copy];
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

/** A page's Service data: the service type it names (every service page does), else what its template sells. */
function serviceData(entry: ContentEntry, templateServiceType?: string): JsonLd[] {
  const serviceType = entry.data.serviceType ?? templateServiceType;
  if (serviceType === undefined) throw new Error(`${entry.file}: serviceType: missing`);
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

/** A case study as a creative work about its client. */
function caseStudyData(entry: ContentEntry): JsonLd[] {
  const { project, hero, description, keywords } = entry.data;
  if (!project) throw new Error(`${entry.file}: project: missing`);
  return [caseStudy({ title: hero.title, description, path: entry.path, keywords, client: clientOf(project.client) })];
}

/** Structured data of a page beyond the WebPage and BreadcrumbList every page has. */
export const templateStructuredData: Record<TemplateName, (entry: ContentEntry) => JsonLd[]> = {
  service: (entry) => serviceData(entry),
  solution: (entry) => serviceData(entry, 'AI automation service'),
  industry: (entry) => serviceData(entry, 'Web design service'),
  landing: (entry) => serviceData(entry, 'Web design service'),
  about: (entry) => [aboutPage(entry.data.description), localBusiness(), ...faqs(entry)],
  sales: (entry) => [...offers(entry), ...faqs(entry)],
  legal: () => [],
  job: (entry) => [...jobData(entry), ...faqs(entry)],
  'case-study': (entry) => [...caseStudyData(entry), ...faqs(entry)],
};
