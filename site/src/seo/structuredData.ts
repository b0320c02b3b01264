import type {
  AboutPage,
  Article,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  JobPosting,
  Offer,
  OfferCatalog,
  ProfessionalService,
  SearchAction,
  Service,
  Thing,
  WebPage,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { business } from '../config/business.ts';
import { absoluteUrl, siteUrl } from '../config/site.ts';

/** One JSON-LD document, checked against schema.org's vocabulary. */
export type JsonLd = WithContext<Thing>;

const context = 'https://schema.org' as const;
const organizationId = `${siteUrl}/#organization`;

/** The site search, as a search engine may offer it under the site's name. */
const siteSearch: WithActionConstraints<SearchAction> = {
  '@type': 'SearchAction',
  target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
  'query-input': 'required name=search_term_string',
};

/** The agency as a local professional service, with the site search action. */
export function localBusiness(): WithContext<ProfessionalService> {
  const { address, openingHours } = business;
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: business.name,
    description: `${business.city} web design and digital growth agency: ${business.tagline.toLowerCase()}.`,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    currenciesAccepted: business.currency,
    foundingDate: business.foundingYear,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
    areaServed: 'Australia',
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: openingHours.days,
      opens: openingHours.opens,
      closes: openingHours.closes,
    },
    potentialAction: siteSearch,
  };
}

/** The page itself, tied to the agency. */
export function webPage(page: { path: string; title: string; description: string }): WithContext<WebPage> {
  return {
    '@context': context,
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: 'en-AU',
    publisher: { '@id': organizationId, '@type': 'Organization', name: business.name },
  };
}

export interface ServiceData {
  name: string;
  description: string;
  /** Price in AUD, when the page states one. */
  price?: number;
  /** @default 'Australia' */
  areaServed?: string;
  /** What is sold, in words (`Logo design`). */
  serviceType: string;
}

export function service(data: ServiceData): WithContext<Service> {
  return {
    '@context': context,
    '@type': 'Service',
    name: data.name,
    description: data.description,
    serviceType: data.serviceType,
    areaServed: data.areaServed ?? 'Australia',
    provider: { '@id': organizationId, '@type': 'Organization', name: business.name },
    offers: {
      '@type': 'Offer',
      priceCurrency: business.currency,
      availability: 'https://schema.org/InStock',
      ...(data.price === undefined ? {} : { price: data.price }),
    },
  };
}

/** One package of a price list: a fixed price, a range (`max` left out for "and up"), or a quote. */
export interface OfferData {
  name: string;
  description: string;
  url: string;
  price?: number;
  range?: { min: number; max?: number };
  /** Charged each month rather than once. */
  monthly?: boolean;
}

/** A page's price list: each package an Offer in AUD, grouped by the section it is sold in. */
export function offerCatalog(
  name: string,
  groups: ReadonlyArray<{ name: string; offers: readonly OfferData[] }>,
): WithContext<OfferCatalog> {
  const offer = (data: OfferData): Offer => ({
    '@type': 'Offer',
    name: data.name,
    description: data.description,
    url: absoluteUrl(data.url),
    priceCurrency: business.currency,
    availability: 'https://schema.org/InStock',
    seller: { '@id': organizationId, '@type': 'Organization', name: business.name },
    ...(data.price !== undefined ? { price: data.price } : {}),
    ...(data.range
      ? {
          priceSpecification: {
            '@type': data.monthly ? 'UnitPriceSpecification' : 'PriceSpecification',
            ...(data.monthly ? { unitText: 'MONTH' } : {}),
            priceCurrency: business.currency,
            minPrice: data.range.min,
            ...(data.range.max === undefined ? {} : { maxPrice: data.range.max }),
          },
        }
      : {}),
  });
  return {
    '@context': context,
    '@type': 'OfferCatalog',
    name,
    itemListElement: groups.map((group) => ({
      '@type': 'OfferCatalog',
      name: group.name,
      itemListElement: group.offers.map(offer),
    })),
  };
}

export interface JobPostingData {
  title: string;
  /** HTML, as Google reads it. */
  description: string;
  path: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  remote: boolean;
  locality?: string;
  region?: string;
  salary: { min: number; max: number };
}

/** An open position: remote ones take applicants from anywhere in Australia. */
export function jobPosting(data: JobPostingData): WithContext<JobPosting> {
  const { address } = business;
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: data.title,
    description: data.description,
    url: absoluteUrl(data.path),
    datePosted: data.datePosted,
    validThrough: `${data.validThrough}T23:59:59+11:00`,
    employmentType: data.employmentType,
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: business.legalName, sameAs: absoluteUrl('/') },
    ...(data.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Australia' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: data.locality ?? address.locality,
              addressRegion: data.region ?? address.region,
              addressCountry: address.country,
            },
          },
        }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: business.currency,
      value: { '@type': 'QuantitativeValue', minValue: data.salary.min, maxValue: data.salary.max, unitText: 'YEAR' },
    },
  };
}

/** The about page: the agency it is about. */
export function aboutPage(description: string): WithContext<AboutPage> {
  return {
    '@context': context,
    '@type': 'AboutPage',
    description,
    url: absoluteUrl('/about'),
    about: { '@id': organizationId, '@type': 'Organization', name: business.name, foundingDate: business.foundingYear },
  };
}

export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ArticleData {
  title: string;
  description: string;
  path: string;
  author: string;
  authorRole?: string;
  /** ISO date. */
  datePublished: string;
  dateModified?: string;
  section?: string;
  keywords?: readonly string[];
  wordCount?: number;
  image?: string;
}

export function article(data: ArticleData): WithContext<Article> {
  return {
    '@context': context,
    '@type': 'Article',
    headline: data.title,
    description: data.description,
    url: absoluteUrl(data.path),
    author: { '@type': 'Person', name: data.author, ...(data.authorRole ? { jobTitle: data.authorRole } : {}) },
    datePublished: data.datePublished,
    dateModified: data.dateModified ?? data.datePublished,
    mainEntityOfPage: absoluteUrl(data.path),
    inLanguage: 'en-AU',
    ...(data.section ? { articleSection: data.section } : {}),
    ...(data.keywords ? { keywords: data.keywords.join(', ') } : {}),
    ...(data.wordCount ? { wordCount: data.wordCount } : {}),
    publisher: { '@id': organizationId, '@type': 'Organization', name: business.name },
    ...(data.image ? { image: absoluteUrl(data.image) } : {}),
  };
}

export interface CaseStudyData {
  title: string;
  description: string;
  path: string;
  keywords: readonly string[];
  /** The client whose project the page tells of. */
  client: { name: string; trade: string; suburb: string; state: string };
}

/** A case study: the agency's work for a client, told on the page. */
export function caseStudy(data: CaseStudyData): WithContext<CreativeWork> {
  return {
    '@context': context,
    '@type': 'CreativeWork',
    genre: 'Case study',
    headline: data.title,
    description: data.description,
    url: absoluteUrl(data.path),
    mainEntityOfPage: absoluteUrl(data.path),
    inLanguage: 'en-AU',
    keywords: data.keywords.join(', '),
    about: {
      '@type': 'Organization',
      name: data.client.name,
      knowsAbout: data.client.trade,
      address: {
        '@type': 'PostalAddress',
        addressLocality: data.client.suburb,
        addressRegion: data.client.state,
        addressCountry: 'AU',
      },
    },
    creator: { '@id': organizationId, '@type': 'Organization', name: business.name },
    publisher: { '@id': organizationId, '@type': 'Organization', name: business.name },
  };
}

export function breadcrumbList(items: ReadonlyArray<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` in values. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
