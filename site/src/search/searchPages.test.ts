import { describe, expect, it } from 'vitest';
import { routes } from '../routes/index.ts';
import {
  queryTerms,
  resultTitle,
  type SearchDocument,
  searchableDocuments,
  searchDocuments,
  searchPages,
} from './searchPages.ts';

const entry = (
  path: string,
  title: string,
  description: string,
  keywords: string[],
  searchable = true,
): SearchDocument => ({
  path,
  title,
  description,
  keywords,
  searchable,
});

const fixtures: SearchDocument[] = [
  entry('/a', 'Logo Design | Tallowood Digital', 'Memorable logos for small businesses.', ['branding']),
  entry('/b', 'Branding Agency | Tallowood Digital', 'Brand strategy and identity.', ['logo refresh']),
  entry('/c', 'Local SEO | Tallowood Digital', 'Rank in Melbourne searches and get found.', ['seo audit']),
  entry('/d', 'Thanks | Tallowood Digital', 'Logo order received.', ['logo'], false),
];

describe('searchPages', () => {
  it('ranks a title match over a keyword match, then keeps table order', () => {
    expect(searchPages('logo', fixtures).map((hit) => hit.path)).toEqual(['/a', '/b']);
  });

  it('needs every term to match, and matches the start of words in any case', () => {
    expect(searchPages('SEO melb', fixtures).map((hit) => hit.path)).toEqual(['/c']);
    expect(searchPages('seo logo', fixtures)).toEqual([]);
  });

  it('ignores stop words, plurals and accents', () => {
    expect(searchPages('how do I get logos', fixtures).map((hit) => hit.path)).toEqual(['/a', '/b']);
    expect(searchPages('Lógo', fixtures).map((hit) => hit.path)).toEqual(['/a', '/b']);
  });

  it('finds nothing for an empty, stop-word-only or unknown query', () => {
    expect(searchPages('', fixtures)).toEqual([]);
    expect(searchPages('   ', fixtures)).toEqual([]);
    expect(searchPages('the and of', fixtures)).toEqual([]);
    expect(searchPages('zebra', fixtures)).toEqual([]);
  });

  it('leaves out pages that are not searchable', () => {
    expect(searchableDocuments(fixtures).map((route) => route.path)).toEqual(['/a', '/b', '/c']);
    expect(searchPages('order', fixtures)).toEqual([]);
  });

  it('shows titles without the brand every title carries', () => {
    expect(searchPages('seo', fixtures)[0]).toEqual({
      path: '/c',
      title: 'Local SEO',
      description: 'Rank in Melbourne searches and get found.',
    });
    expect(resultTitle('Tallowood Digital | Websites That Win Clients | Melbourne')).toBe('Websites That Win Clients');
    expect(resultTitle('Contact Us | Tallowood Digital, Melbourne Web Design')).toBe('Contact Us');
    expect(resultTitle('Tallowood Digital')).toBe('Tallowood Digital');
  });
});

describe('the site as the search index', () => {
  const paths = (query: string) => searchPages(query).map((hit) => hit.path);

  it('finds the consultation and SEO pages', () => {
    expect(paths('consultation')).toContain('/book-consultation');
    expect(paths('free seo audit')).toContain('/client-results');
    expect(paths('seo')).toEqual(expect.arrayContaining(['/client-results', '/digital-trends']));
  });

  it('finds the unsubscribe page though search engines do not index it', () => {
    expect(paths('unsubscribe')).toContain('/unsubscribe');
  });

  it("never lists the search page, a duplicate address, a confirmation screen or a client's demo", () => {
    const searchable = searchableDocuments().map((document) => document.path);
    expect(searchable).not.toContain('/search');
    expect(searchable).not.toContain('/contact');
    expect(searchable).not.toContain('/newsletter/confirmed');
    const demos = searchDocuments.map((document) => document.path).filter((path) => path.endsWith('/preview'));
    expect(demos).toHaveLength(7);
    for (const demo of demos) expect(searchable).not.toContain(demo);
    expect(searchable).toEqual(
      expect.arrayContaining(
        searchDocuments
          .map((document) => document.path)
          .filter((path) => ![...demos, '/search', '/contact', '/newsletter/confirmed'].includes(path)),
      ),
    );
  });

  it('knows every page of the route table, each once', () => {
    const documented = searchDocuments.map((document) => document.path);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it("finds the blog's category pages", () => {
    expect(paths('branding articles')).toContain('/digital-trends/category/branding');
    expect(paths('e-commerce articles')).toContain('/digital-trends/category/ecommerce');
  });

  it('finds the collection pages by their heads', () => {
    expect(paths('logo design')).toContain('/services/logo-design');
    expect(paths('whatsapp')).toContain('/whatsapp-api');
  });

  it('finds the portfolio case studies by client and trade', () => {
    expect(paths('jewellery case study')).toContain('/portfolio/marrook-lyle-jewellers');
    expect(paths('invoice finance')).toContain('/portfolio/brolga-invoice-finance');
    expect(paths('pantrybird')).toContain('/portfolio/pantrybird');
  });

  it('caps the terms a pasted paragraph can produce', () => {
    expect(queryTerms('one two three four five six seven eight nine ten').length).toBeLessThanOrEqual(8);
  });
});
