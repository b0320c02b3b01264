/**
 * The publications the site's dated facts were checked against: laws, regulators' guidance, platform pricing and
 * policy, search-engine features and web-vitals thresholds. An article's front matter or a page's entry cites them by
 * id (`sources: [spam-act, whatsapp-pricing]`); the build resolves each id to its title, publisher, address and the
 * day the facts were last checked against it, and the page shows them as a short "Sources" list (the browser gets
 * only a page's own). One catalogue, so a moved address or a re-check is one edit for every page that cites it.
 *
 * `read` is the day the fact was last checked against the source: change it when you re-check, and correct the
 * pages that cite the source if the source has changed.
 */
import * as v from 'valibot';

export interface Source {
  title: string;
  publisher: string;
  /** The primary source's stable https address. */
  url: string;
  /** YYYY-MM-DD. */
  read: string;
}

/** The day the late-2026 fact check read these sources. */
const checked = '2026-11-26';

export const sourceCatalogue = {
  'whatsapp-pricing': {
    title: 'Pricing on the WhatsApp Business Platform',
    publisher: 'Meta for Developers',
    url: 'https://developers.facebook.com/docs/whatsapp/pricing/',
    read: checked,
  },
  'whatsapp-messaging-limits': {
    title: 'Messaging limits',
    publisher: 'Meta for Developers',
    url: 'https://developers.facebook.com/docs/whatsapp/messaging-limits',
    read: checked,
  },
  'whatsapp-business-policy': {
    title: 'WhatsApp Business Messaging Policy',
    publisher: 'WhatsApp',
    url: 'https://business.whatsapp.com/policy',
    read: checked,
  },
  'spam-act': {
    title: 'Spam Act 2003',
    publisher: 'Federal Register of Legislation',
    url: 'https://www.legislation.gov.au/C2004A01214/latest',
    read: checked,
  },
  'acma-spam': {
    title: 'Avoid sending spam',
    publisher: 'Australian Communications and Media Authority',
    url: 'https://www.acma.gov.au/avoid-sending-spam',
    read: checked,
  },
  'privacy-act': {
    title: 'Privacy Act 1988',
    publisher: 'Federal Register of Legislation',
    url: 'https://www.legislation.gov.au/C2004A03712/latest',
    read: checked,
  },
  'oaic-guidance': {
    title: 'Privacy guidance for organisations and government agencies',
    publisher: 'Office of the Australian Information Commissioner',
    url: 'https://www.oaic.gov.au/privacy/privacy-guidance-for-organisations-and-government-agencies',
    read: checked,
  },
  'oaic-ai-guidance': {
    title: 'Guidance on privacy and the use of commercially available AI products',
    publisher: 'Office of the Australian Information Commissioner',
    url: 'https://www.oaic.gov.au/privacy/privacy-guidance-for-organisations-and-government-agencies/guidance-on-privacy-and-the-use-of-commercially-available-ai-products',
    read: checked,
  },
  'consumer-law': {
    title: 'Competition and Consumer Act 2010, Schedule 2: the Australian Consumer Law',
    publisher: 'Federal Register of Legislation',
    url: 'https://www.legislation.gov.au/C2004A00109/latest',
    read: checked,
  },
  'accc-remedies': {
    title: 'Repair, replace, refund, cancel',
    publisher: 'Australian Competition and Consumer Commission',
    url: 'https://www.accc.gov.au/business/problem-with-a-product-or-service-you-sold/repair-replace-refund-cancel',
    read: checked,
  },
  'accc-reviews': {
    title: 'Online product and service reviews',
    publisher: 'Australian Competition and Consumer Commission',
    url: 'https://www.accc.gov.au/consumers/advertising-and-promotions/online-product-and-service-reviews',
    read: checked,
  },
  'asic-bnpl': {
    title: 'Buy now pay later: credit contracts and credit licensing',
    publisher: 'Australian Securities and Investments Commission',
    url: 'https://asic.gov.au/regulatory-resources/credit/buy-now-pay-later-credit-contracts-credit-licensing',
    read: checked,
  },
  'web-vitals': {
    title: 'Web Vitals',
    publisher: 'web.dev (Google)',
    url: 'https://web.dev/articles/vitals',
    read: checked,
  },
  'inp-core-web-vital': {
    title: 'Interaction to Next Paint (INP)',
    publisher: 'web.dev (Google)',
    url: 'https://web.dev/articles/inp',
    read: checked,
  },
  'faq-rich-results': {
    title: 'Changes to HowTo and FAQ rich results',
    publisher: 'Google Search Central Blog',
    url: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
    read: checked,
  },
  'google-ai-features': {
    title: 'AI features and your website',
    publisher: 'Google Search Central',
    url: 'https://developers.google.com/search/docs/appearance/ai-features',
    read: checked,
  },
  'google-local-business-data': {
    title: 'Local business (LocalBusiness) structured data',
    publisher: 'Google Search Central',
    url: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
    read: checked,
  },
  'google-helpful-content': {
    title: 'Creating helpful, reliable, people-first content',
    publisher: 'Google Search Central',
    url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content',
    read: checked,
  },
  'google-spam-policies': {
    title: 'Spam policies for Google web search',
    publisher: 'Google Search Central',
    url: 'https://developers.google.com/search/docs/essentials/spam-policies',
    read: checked,
  },
  'google-business-profile-help': {
    title: 'Google Business Profile Help',
    publisher: 'Google',
    url: 'https://support.google.com/business/',
    read: checked,
  },
  'ga4-help': {
    title: 'Google Analytics Help (key events and conversions)',
    publisher: 'Google',
    url: 'https://support.google.com/analytics/',
    read: checked,
  },
  'ga4-events-reference': {
    title: 'Recommended events (Google Analytics 4)',
    publisher: 'Google for Developers',
    url: 'https://developers.google.com/analytics/devguides/collection/ga4/reference/events',
    read: checked,
  },
  'meta-business-help': {
    title: 'Meta Business Help Centre',
    publisher: 'Meta',
    url: 'https://www.facebook.com/business/help',
    read: checked,
  },
  wcag22: {
    title: 'Web Content Accessibility Guidelines (WCAG) 2.2',
    publisher: 'W3C',
    url: 'https://www.w3.org/TR/WCAG22/',
    read: checked,
  },
  'ip-australia-trade-marks': {
    title: 'Trade marks',
    publisher: 'IP Australia',
    url: 'https://www.ipaustralia.gov.au/trade-marks',
    read: checked,
  },
  'esafety-age-restrictions': {
    title: 'Social media minimum age',
    publisher: 'eSafety Commissioner',
    url: 'https://www.esafety.gov.au/about-us/industry-regulation/social-media-age-restrictions',
    read: checked,
  },
  'ahpra-advertising': {
    title: 'Advertising hub',
    publisher: 'Ahpra and the National Boards',
    url: 'https://www.ahpra.gov.au/Resources/Advertising-hub.aspx',
    read: checked,
  },
  'ato-gst': {
    title: 'GST',
    publisher: 'Australian Taxation Office',
    url: 'https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst',
    read: checked,
  },
  'hbr-lead-response': {
    title: 'The Short Life of Online Sales Leads',
    publisher: 'Harvard Business Review',
    url: 'https://hbr.org/2011/03/the-short-life-of-online-sales-leads',
    read: checked,
  },
  'pew-ai-summaries': {
    title: 'Google users are less likely to click on links when an AI summary appears in the results',
    publisher: 'Pew Research Center',
    url: 'https://www.pewresearch.org/short-reads/2025/07/22/google-users-are-less-likely-to-click-on-links-when-an-ai-summary-appears-in-the-results/',
    read: checked,
  },
  'accc-business': {
    title: 'Guidance for businesses',
    publisher: 'Australian Competition and Consumer Commission',
    url: 'https://www.accc.gov.au/business',
    read: checked,
  },
  asic: {
    title: 'Australian Securities and Investments Commission',
    publisher: 'ASIC',
    url: 'https://asic.gov.au/',
    read: checked,
  },
  'building-plumbing-commission': {
    title: 'Building and Plumbing Commission',
    publisher: 'Victorian Government',
    url: 'https://www.bpc.vic.gov.au/',
    read: checked,
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof sourceCatalogue;

/** A source as a page shows it. */
export type CitedSource = Source & { id: SourceId };

/**
 * The `sources` field: ids from the catalogue, each once. What must list sources is said where the field is used
 * (`articleSchema.ts`, `schema.ts`).
 */
export const sourcesField = v.pipe(
  v.array(v.picklist(Object.keys(sourceCatalogue) as SourceId[], 'must be a source id from content/sources.ts')),
  v.check((ids) => new Set(ids).size === ids.length, 'must not list a source twice'),
);

/** The sources a page cites, in its order, as the page shows them (resolved at build time). */
export function citedSources(ids: readonly SourceId[]): CitedSource[] {
  return ids.map((id) => ({ id, ...sourceCatalogue[id] }));
}
