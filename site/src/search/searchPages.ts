import { contentSearch } from 'virtual:content-search';
import { business } from '../config/business.ts';
import { articleCategories } from '../content/articleCategories.ts';
import { demoHead } from '../content/demos/demoHead.ts';
import { demoLoaders, demoPath } from '../content/demos/demoIndex.ts';
import { categoryHead } from '../content/digital-trends.ts';
import { type HandMadePage, handMadePages } from '../content/handMadePages.ts';
import { categoryPath } from '../routes/redirects.ts';

/** What the search knows of a page. */
export interface SearchDocument {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's own words (an article's body), matched last. */
  body?: string;
  /** Kept out of results; collection pages are always searchable. */
  searchable?: boolean;
}

/**
 * Every page of the site as the search sees it, from the route table's own sources: hand-made pages, the
 * collections and articles, and the blog's categories.
 */
export const searchDocuments: readonly SearchDocument[] = [
  ...handMadePages.map((page: HandMadePage) => ({ ...page, searchable: page.searchable ?? page.indexed })),
  ...contentSearch,
  ...articleCategories.map(({ id }) => ({ path: categoryPath(id), ...categoryHead(id) })),
  ...Object.keys(demoLoaders).map((project) => ({ ...demoHead(project), path: demoPath(project) })),
];

/** One page a query found. */
export interface SearchHit {
  path: string;
  title: string;
  description: string;
}

/** Longer queries are cut here: nobody types more, and a pasted paragraph stays cheap to match. */
export const maxQueryLength = 100;
const maxTerms = 8;

// Words too common to tell pages apart; "how do I get SEO" searches for "seo".
const stopWords = new Set(
  'a an and are at can do for from get how i in is it me my of on or our the to us we what with you your'.split(' '),
);

// Where a term is found decides how well the page matches it.
const weights = { title: 3, keywords: 2, description: 1, body: 0.5 } as const;
type Field = keyof typeof weights;

/** Lower-case words without accents or punctuation. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words of a query worth matching: no stop words, no repeats, a plural's final "s" dropped. */
export function queryTerms(query: string): string[] {
  const terms = words(query.slice(0, maxQueryLength))
    .filter((word) => !stopWords.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  return [...new Set(terms)].slice(0, maxTerms);
}

/** The pages the site search covers: those not marked unsearchable. */
export function searchableDocuments(documents: readonly SearchDocument[] = searchDocuments): SearchDocument[] {
  return documents.filter((document) => document.searchable !== false);
}

/** A route's title as a result heading: its first part that is not the brand every title carries. */
export function resultTitle(title: string): string {
  return title.split(' | ').find((part) => part !== business.name) ?? title;
}

/**
 * Searches the site's pages by their heads (and an article by its body): a page matches when every term starts
 * a word of its title, keywords, description or body. Best matches first (title over keywords over description
 * over body), then in the table's order.
 */
export function searchPages(query: string, documents: readonly SearchDocument[] = searchDocuments): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: { route: SearchDocument; score: number; order: number }[] = [];
  searchableDocuments(documents).forEach((route, order) => {
    const fields: Record<Field, string[]> = {
      title: words(route.title),
      keywords: words(route.keywords.join(' ')),
      description: words(route.description),
      body: route.body ? route.body.split(' ') : [],
    };
    let score = 0;
    for (const term of terms) {
      let best = 0;
      for (const field of Object.keys(weights) as Field[]) {
        if (fields[field].some((word) => word.startsWith(term))) best = Math.max(best, weights[field]);
      }
      if (best === 0) return;
      score += best;
    }
    scored.push({ route, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ route }) => ({ path: route.path, title: resultTitle(route.title), description: route.description }));
}
