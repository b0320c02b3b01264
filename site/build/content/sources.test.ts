import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { collectionNames } from '../../src/content/collections.ts';
import { sourceCatalogue } from '../../src/content/sources.ts';
import { loadAllArticles, parseArticle } from './articles.ts';
import { datedFactsIn } from './datedFacts.ts';
import { ContentError, collectionFiles, parseEntry } from './load.ts';

const dir = mkdtempSync(join(tmpdir(), 'sources-'));

/** A page whose words are `paragraph`, with the sources given (or none). */
function pageFile(name: string, paragraph: string, sources?: string[]): string {
  const file = join(dir, `${name}.yaml`);
  const prose = (heading: string, words: string) => ({ type: 'prose', heading, paragraphs: [words] });
  writeFileSync(
    file,
    stringify({
      title: 'A page for the sources rule, with a title',
      description: 'A description long enough for the schema, which asks for seventy characters or more of it.',
      keywords: ['one', 'two', 'three'],
      name: 'Sources rule',
      order: 0,
      summary: 'A page for the sources rule.',
      serviceType: 'Web design',
      ...(sources ? { sources } : {}),
      hero: { title: 'Sources rule', subtitle: 'A page that checks the sources rule.' },
      blocks: [
        prose('What we do', paragraph),
        prose('How we work', 'We plan, build and launch with you.'),
        prose('What it costs', 'We quote after a free call.'),
      ],
    }),
  );
  return file;
}

/** An article's file with the front matter given. */
function articleFile(name: string, frontMatter: Record<string, unknown>): string {
  const file = join(dir, `${name}.md`);
  const data = {
    title: 'An article for the sources rule',
    slug: name,
    excerpt: 'An excerpt long enough to pass the seventy character minimum of the article schema.',
    category: 'web-design',
    author: { name: 'Tom Gallagher', role: 'SEO Lead' },
    published: '2026-11-01',
    cover: { kind: 'pattern', variant: 'dots' },
    keywords: ['a', 'b', 'c'],
    ...frontMatter,
  };
  writeFileSync(file, `---\n${stringify(data)}---\nThe body.\n`);
  return file;
}

describe('what counts as a dated fact', () => {
  test('a law, a regulator, what WhatsApp charges, a search feature or a web-vitals metric', () => {
    expect(datedFactsIn(['Marketing emails need consent under the Spam Act 2003.'])).toEqual(['Spam Act']);
    expect(datedFactsIn(['Registered with the Building and Plumbing Commission.'])).toEqual(['a building regulator']);
    expect(datedFactsIn(["Meta's per-message charges for WhatsApp are billed on top."])).toEqual([
      "WhatsApp or Meta's charges",
    ]);
    expect(datedFactsIn(['Google restricted FAQ rich results in 2023.'])).toEqual(['rich results']);
    expect(datedFactsIn(['Mark each enquiry as a key event in GA4.'])).toEqual(['GA4', 'key events']);
    expect(datedFactsIn(['INP replaced FID as a Core Web Vital.'])).toEqual(['Core Web Vitals', 'a web-vitals metric']);
  });

  test('the same words as ordinary speech are not dated facts', () => {
    expect(datedFactsIn(['We answer WhatsApp messages within the hour.'])).toEqual([]);
    expect(datedFactsIn(['Our input is clear, and our inpatient clinic clients agree.'])).toEqual([]);
    expect(datedFactsIn(['Metadata and meta descriptions are written for each page.'])).toEqual([]);
  });
});

describe('a page that states a dated fact lists its sources', () => {
  test('without sources it is refused, naming the file, the field and the facts', () => {
    const file = pageFile('spam-page', 'Newsletters go only to people who agreed, as the Spam Act 2003 requires.');
    expect(() => parseEntry('services', file)).toThrow(ContentError);
    expect(() => parseEntry('services', file)).toThrow(
      /spam-page\.yaml: sources: none listed, but the page states dated facts \(Spam Act\)/,
    );
  });

  test('with sources it builds, each source resolved from the catalogue', () => {
    const file = pageFile('cited-page', 'Newsletters go only to people who agreed, as the Spam Act 2003 requires.', [
      'spam-act',
    ]);
    const entry = parseEntry('services', file);
    expect(entry.data.sources).toEqual(['spam-act']);
    expect(entry.sources).toEqual([{ id: 'spam-act', ...sourceCatalogue['spam-act'] }]);
  });

  test('a page with no dated fact needs none', () => {
    const file = pageFile('plain-page', 'We build fast websites for Melbourne tradies.');
    const entry = parseEntry('services', file);
    expect(entry.data.sources).toBeUndefined();
    expect(entry.sources).toBeUndefined();
  });

  test('a source that is not in the catalogue, or one listed twice, is refused', () => {
    const unknown = pageFile('unknown-source', 'Plain words.', ['spam-act', 'a-blog-post']);
    expect(() => parseEntry('services', unknown)).toThrow(/unknown-source\.yaml[\s\S]*sources\.1: must be a source id/);
    const twice = pageFile('twice-source', 'Plain words.', ['spam-act', 'spam-act']);
    expect(() => parseEntry('services', twice)).toThrow(/twice-source\.yaml[\s\S]*must not list a source twice/);
  });
});

describe('every article lists its sources', () => {
  test('an article without sources is refused', async () => {
    const file = articleFile('no-sources', {});
    await expect(parseArticle(file)).rejects.toThrow(/no-sources\.md: front matter[\s\S]*sources/);
  });

  test('an article with an empty list is refused', async () => {
    const file = articleFile('empty-sources', { sources: [] });
    await expect(parseArticle(file)).rejects.toThrow(/empty-sources\.md[\s\S]*sources: must list at least one source/);
  });

  test('an article with sources builds, each resolved to its title, publisher, address and day read', async () => {
    const file = articleFile('with-sources', { sources: ['web-vitals', 'faq-rich-results'] });
    const article = await parseArticle(file);
    expect(article.sources.map((source) => source.url)).toEqual([
      'https://web.dev/articles/vitals',
      'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
    ]);
  });
});

describe('the source catalogue', () => {
  test('each source has a title, a publisher, an https address and the day it was read, not in the future', () => {
    for (const [id, source] of Object.entries(sourceCatalogue)) {
      expect(source.title, id).not.toBe('');
      expect(source.publisher, id).not.toBe('');
      expect(source.url, id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(source.read, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.read <= new Date().toISOString().slice(0, 10), id).toBe(true);
    }
  });

  test('no two sources share an address, and every source is cited by an article or a page', async () => {
    const urls = Object.values(sourceCatalogue).map((source) => source.url);
    expect(new Set(urls).size).toBe(urls.length);
    const byArticles = (await loadAllArticles()).flatMap((article) => article.data.sources);
    const byPages = collectionNames.flatMap((collection) =>
      collectionFiles(collection).flatMap(
        (file) => (parse(readFileSync(file, 'utf8')) as { sources?: string[] }).sources ?? [],
      ),
    );
    const cited = new Set([...byArticles, ...byPages]);
    expect(Object.keys(sourceCatalogue).filter((id) => !cited.has(id))).toEqual([]);
  });
});
