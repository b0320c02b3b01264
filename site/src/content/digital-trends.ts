/** The Digital Trends page's words: hero, categories and the closing call to action. */

import { categoryPath } from '../routes/redirects.ts';
import type { ArticleCategoryId } from './articleCategories.ts';
import { categoryName } from './articleMeta.ts';
import type { PageHeadData } from './handMadePages.ts';

/** What each category covers: the category page's introduction and the browse grid's cards. */
export const categorySummaries: Record<ArticleCategoryId, string> = {
  'web-design':
    'Mobile-first layouts, page speed, user experience and the craft of building a site that turns visitors into enquiries.',
  'digital-marketing':
    'SEO, Google Business Profile, social media, funnels and paid ads for Australian local businesses, and how to measure what works.',
  branding: 'Logos, colours, type and a voice that make a small business memorable and look established from day one.',
  'content-marketing':
    'Articles, guides and emails that answer customer questions and bring in leads month after month.',
  ecommerce: 'Online shops for Australian retailers: checkouts, payments, shipping and the product pages that sell.',
};

export const digitalTrends = {
  hero: {
    eyebrow: 'Digital Trends',
    title: 'Insights to grow your business online',
    subtitle:
      'Practical ideas on web design, SEO, branding and digital marketing for Australian small businesses, from the team that builds websites in 48 hours.',
  },
  featured: { title: 'Featured articles' },
  browse: {
    id: 'articles',
    title: 'Browse articles',
    filterLabel: 'Filter articles by category',
    allLabel: 'All',
    countLabel: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  },
  latest: { title: 'Latest articles' },
  categories: { title: 'Browse by category', linkLabel: 'View category' },
  intro: {
    title: 'What we write about',
    paragraphs: [
      'Every article answers a question our clients ask us: how to get more enquiries from the site you already have, what actually moves a local business up Google, and where the next dollar of marketing is best spent.',
      'We write from real projects for tradies, clinics, restaurants, real estate agents and other local businesses across Australia. No jargon for its own sake, and every idea comes with something you can do this week.',
    ],
    topics: [
      'Mobile-first design and page speed that keeps visitors on your site',
      'Local SEO: showing up when people in your suburb search for your trade',
      'Branding that makes a small business look established',
      'Content and email that turn readers into booked jobs',
    ],
  },
  cta: {
    title: 'Want these ideas working on your website?',
    subtitle: 'Book a free strategy call and we will show you the three changes that would bring you the most leads.',
    primaryLabel: 'Book Free Strategy Call',
    primaryHref: '/book-consultation',
    secondaryLabel: 'See Our Portfolio',
    secondaryHref: '/portfolio',
  },
} as const;

/** A category page's head, as its route and the site search both read it. */
export function categoryHead(id: ArticleCategoryId) {
  const name = categoryName(id);
  return {
    name,
    title: `${name} Articles | Digital Trends | Tallowood Digital`,
    description: categorySummaries[id],
    keywords: [name, 'small business', 'Australia', 'Digital Trends'],
    indexed: true,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Digital Trends', path: '/digital-trends' },
      { name, path: categoryPath(id) },
    ],
  } satisfies PageHeadData & { breadcrumbs: readonly { name: string; path: string }[] };
}
