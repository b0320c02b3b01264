import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { competition, positionBand, readingMinutes, wordsPerMinute } from '../../src/content/articleMeta.ts';
import { articleCategories } from '../../src/content/articleSchema.ts';
import { articleFiles, loadAllArticles, parseArticle } from './articles.ts';
import { ContentError } from './load.ts';

const articles = await loadAllArticles();

const expectedSlugs = [
  'ai-powered-website-design-future',
  'mobile-first-design-business-success',
  'ecommerce-trends-2025',
  'seo-strategies-2025',
  'social-media-marketing-australia',
  'content-marketing-roi',
  'brand-identity-design-memorable',
  'ux-design-trends-2025',
  'ecommerce-ux-best-practices',
  'digital-funnels-convert',
  'seo-results',
];

describe('Digital Trends articles', () => {
  test('the eleven articles, each validated', () => {
    expect(articles.map((article) => article.slug).sort()).toEqual([...expectedSlugs].sort());
  });

  test("each article's contents name every section heading of its body, in order, by an anchor the body has", () => {
    for (const article of articles) {
      const sections = [...article.html.matchAll(/<h2\b[^>]*>/g)];
      expect(article.headings.length, article.slug).toBe(sections.length);
      expect(article.headings.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(new Set(article.headings.map((entry) => entry.id)).size, article.slug).toBe(article.headings.length);
      article.headings.forEach((entry, index) => {
        expect(sections[index]?.[0], article.slug).toBe(`<h2 id="${entry.id}">`);
        expect(entry.heading.length, article.slug).toBeGreaterThan(0);
        expect(entry.heading, article.slug).not.toMatch(/[<>]/);
      });
    }
  });

  test.each(articleFiles().map((file) => [file.split('/').pop(), file] as const))(
    '%s is 5 to 15 minutes of reading, timed from its words',
    async (_, file) => {
      const article = await parseArticle(file);
      expect(article.minutes).toBeGreaterThanOrEqual(5);
      expect(article.minutes).toBeLessThanOrEqual(15);
      expect(article.minutes).toBe(Math.max(1, Math.round(article.words / wordsPerMinute)));
    },
  );

  test.each(articleFiles().map((file) => [file.split('/').pop(), file] as const))(
    '%s writes only what the page shows: no tables, images, HTML, code, quotes or a second h1',
    (_, file) => {
      const body = readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      expect(body).not.toMatch(/^\s*\|.*\|\s*$/m);
      expect(body).not.toMatch(/!\[/);
      expect(body).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(body).not.toMatch(/^```|^ {4}\S|^>/m);
      expect(body).not.toMatch(/^# /m);
    },
  );

  test('every category has an article, three are featured, and no two share a title or excerpt', () => {
    for (const category of articleCategories) {
      expect(
        articles.some((article) => article.data.category === category.id),
        category.id,
      ).toBe(true);
    }
    expect(articles.filter((article) => article.data.featured)).toHaveLength(3);
    expect(new Set(articles.map((article) => article.data.title)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.data.excerpt)).size).toBe(articles.length);
  });

  test('the live rankings: 38 tracked, 85% in the top ten, +156%, twelve rows between positions 2 and 15', () => {
    const rankings = articles.find((article) => article.slug === 'seo-results')?.data.rankings;
    expect(rankings).toMatchObject({ tracked: 38, topTen: '85%', averageGrowth: '+156%' });
    const positions = rankings?.rows.map((row) => row.position) ?? [];
    const searches = rankings?.rows.map((row) => row.searches) ?? [];
    expect(positions).toHaveLength(12);
    expect(Math.min(...positions)).toBe(2);
    expect(Math.max(...positions)).toBe(15);
    expect(Math.min(...searches)).toBe(380);
    expect(Math.max(...searches)).toBe(2400);
  });
});

describe('reading time and rankings labels', () => {
  test('reading time rounds the words at 230 a minute, never below one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
    expect(readingMinutes(3450)).toBe(15);
  });

  test('position bands and competition follow the positions', () => {
    expect([2, 3, 4, 5, 6, 10, 11, 15].map(positionBand)).toEqual([
      'top3',
      'top3',
      'top5',
      'top5',
      'top10',
      'top10',
      'beyond',
      'beyond',
    ]);
    expect([5, 6, 10, 11].map(competition)).toEqual(['Very High', 'High', 'High', 'Medium']);
  });
});

describe('article validation names the file and the field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'articles-'));

  test('a slug that is not the file name, and a missing category', async () => {
    const file = join(dir, 'right-name.md');
    writeFileSync(
      file,
      '---\ntitle: A title\nslug: wrong-name\nexcerpt: An excerpt long enough to pass the seventy character minimum of the schema.\nauthor: { name: A, role: B }\npublished: 2025-01-01\ncover: { kind: pattern, variant: dots }\nkeywords: [a, b, c]\n---\nBody',
    );
    await expect(parseArticle(file)).rejects.toThrow(ContentError);
    await expect(parseArticle(file)).rejects.toThrow(/right-name\.md: front matter[\s\S]*category/);
  });

  test('a placeholder that names no business fact', async () => {
    const file = join(dir, 'call-us.md');
    writeFileSync(file, '---\ntitle: A title\n---\nCall us on %fone%.');
    await expect(parseArticle(file)).rejects.toThrow(/call-us\.md: %fone% is not a fact: use one of %phone%/);
  });

  test('no front matter at all', async () => {
    const file = join(dir, 'bare.md');
    writeFileSync(file, '# Just a body');
    await expect(parseArticle(file)).rejects.toThrow(/bare\.md: must start with front matter/);
  });
});
