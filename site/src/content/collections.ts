/**
 * The content collections: where each one's files live, the address each entry gets and the template that
 * renders it. Read at build time (the content plugin) and by tests; the browser receives only the generated
 * route index.
 */
export type TemplateName =
  | 'service'
  | 'solution'
  | 'industry'
  | 'landing'
  | 'about'
  | 'sales'
  | 'legal'
  | 'job'
  | 'case-study';

export interface CollectionConfig {
  /** Folder under `site/src/content/`. */
  dir: string;
  /** The page's address for a slug (the file's name). */
  path: (slug: string) => string;
  template: TemplateName;
  /** The page of another collection every entry sits under (breadcrumbs): its folder and slug. */
  under?: { dir: string; slug: string };
}

export const collections = {
  services: { dir: 'services', path: (slug) => `/services/${slug}`, template: 'service' },
  solutions: { dir: 'solutions', path: (slug) => `/${slug}`, template: 'solution' },
  industries: { dir: 'industries', path: (slug) => `/industries/${slug}`, template: 'industry' },
  landings: { dir: 'landings', path: (slug) => `/${slug}`, template: 'landing' },
  company: { dir: 'company', path: (slug) => `/${slug}`, template: 'about' },
  /** Pages that sell, each laid out by its own blocks: pricing, portfolio, results, answers. */
  sales: { dir: 'sales', path: (slug) => `/${slug}`, template: 'sales' },
  legal: { dir: 'legal', path: (slug) => `/${slug}`, template: 'legal' },
  /** `index` is the careers page itself; every other entry is an open position under it. */
  careers: { dir: 'careers', path: (slug) => (slug === 'index' ? '/careers' : `/careers/${slug}`), template: 'job' },
  /** A case study of each portfolio project, under the portfolio page. */
  portfolio: {
    dir: 'portfolio',
    path: (slug) => `/portfolio/${slug}`,
    template: 'case-study',
    under: { dir: 'sales', slug: 'portfolio' },
  },
} as const satisfies Record<string, CollectionConfig>;

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];
