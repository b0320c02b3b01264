/** The Digital Trends page's words: hero, categories and the closing call to action. */

export interface TrendCategory {
  /** Key of the filter tab. */
  id: string;
  name: string;
  /** Number of articles in the category. */
  count: number;
  /** What the category covers, shown when it is chosen. */
  summary: string;
}

export const digitalTrends = {
  hero: {
    eyebrow: 'Digital Trends',
    title: 'Insights to grow your business online',
    subtitle:
      'Practical ideas on web design, SEO, branding and digital marketing for Australian small businesses, from the team that launches websites in 48 hours.',
  },
  categories: {
    title: 'Browse by topic',
    label: 'Article categories',
    countLabel: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
    items: [
      {
        id: 'all',
        name: 'All',
        count: 8,
        summary:
          'Everything we publish: web design, digital marketing, branding and content, written for owners of local businesses.',
      },
      {
        id: 'web-design',
        name: 'Web Design & Development',
        count: 4,
        summary:
          'Mobile-first layouts, page speed, user experience and e-commerce checkouts: how your site turns visitors into enquiries.',
      },
      {
        id: 'digital-marketing',
        name: 'Digital Marketing',
        count: 3,
        summary:
          'SEO, Google Business Profile, social media and paid ads for Australian local businesses, and how to measure what works.',
      },
      {
        id: 'branding',
        name: 'Branding',
        count: 1,
        summary: 'Logos, colours and a voice that make a small business memorable and look established from day one.',
      },
      {
        id: 'content-marketing',
        name: 'Content Marketing',
        count: 1,
        summary: 'Articles, guides and emails that answer customer questions and bring in leads month after month.',
      },
    ] satisfies TrendCategory[],
  },
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
