import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blocksOf } from '../../src/blocks/select.ts';
import type { ContentEntry } from '../../src/content/entry.ts';
import { entryTexts } from '../../src/content/text.ts';
import { ContentError, collectionFiles, contentRoot, parseEntry } from './load.ts';
import { siteRoster } from './roster.ts';

const roster = siteRoster();
const portfolio = parseEntry('sales', join(contentRoot, 'sales', 'portfolio.yaml'));
const projects = blocksOf(portfolio.data.blocks, 'showcase').flatMap((block) => block.items);
const caseStudies = collectionFiles('portfolio').map((file) => parseEntry('portfolio', file));

const numberWords: Record<string, number> = {
  ...Object.fromEntries(
    ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((word, index) => [
      word,
      index + 2,
    ]),
  ),
  twice: 2,
  doubled: 2,
  tripled: 3,
};
const numberWord = new RegExp(`\\b(${Object.keys(numberWords).join('|')})\\b`, 'gi');

/** The figures a text states: every number in it (`164`, `1.6`, `3`), in digits or in words ("tripled" is `3`). */
const figuresIn = (texts: readonly string[]) =>
  new Set(
    texts.flatMap(
      (text) =>
        text.replace(numberWord, (word) => String(numberWords[word.toLowerCase()])).match(/\d+(?:\.\d+)?/g) ?? [],
    ),
  );

/** What the page tells of the project: its hero and every block but the closing call to action, figures included. */
function storyTexts(entry: ContentEntry): string[] {
  const blocks = entry.data.blocks.filter((block) => block.type !== 'cta');
  const values = blocksOf(blocks, 'stats').flatMap((block) => block.items.map((item) => item.value));
  return [...entryTexts({ ...entry.data, blocks }), ...values];
}

describe('case studies', () => {
  test('every portfolio card links to the case study of its own client, and every case study has its card', () => {
    expect(projects.length).toBe(7);
    const byPath = new Map(caseStudies.map((entry) => [entry.path, entry]));
    for (const project of projects) {
      expect(byPath.get(project.caseStudy)?.data.project?.client, project.caseStudy).toBe(project.client);
    }
    expect(caseStudies.map((entry) => entry.path).sort()).toEqual(projects.map((project) => project.caseStudy).sort());
  });

  test.each(projects.map((project) => [project.caseStudy, project] as const))(
    '%s links to the live site, quotes its client and claims no figure the portfolio does not',
    (path, project) => {
      const entry = caseStudies.find((candidate) => candidate.path === path);
      if (!entry) throw new Error(`No case study at ${path}`);
      const { hero, blocks } = entry.data;
      expect([hero.primary?.href, hero.secondary?.href]).toContain(project.href);

      const quotes = blocksOf(blocks, 'testimonial');
      expect(quotes.length).toBe(1);
      expect(quotes[0]?.client).toBe(project.client);

      const client = roster.clients.get(project.client);
      if (!client) throw new Error(`No ${project.client} in the roster`);
      const claimed = figuresIn([project.description, ...project.results, client.built, ...client.results]);
      expect([...figuresIn(storyTexts(entry))].filter((figure) => !claimed.has(figure))).toEqual([]);
      // Every result the card claims is shown on the page.
      const stated = storyTexts(entry).join(' ');
      for (const figure of figuresIn(project.results)) expect(stated).toContain(figure);

      expect(blocks.at(-1)).toMatchObject({ type: 'cta', primary: { href: '/book-consultation' } });
    },
  );
});

describe('the build refuses a case study', () => {
  const dir = mkdtempSync(join(tmpdir(), 'case-study-'));
  const valid = caseStudies[0] as ContentEntry;

  const written = (name: string, data: object) => {
    const file = join(dir, `${name}.yaml`);
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  test('naming a client the roster does not hold', () => {
    const file = written('nobody', { ...valid.data, project: { client: 'harbour-bridge-climbing' } });
    expect(() => parseEntry('portfolio', file)).toThrow(ContentError);
    expect(() => parseEntry('portfolio', file)).toThrow(
      /nobody\.yaml: project\.client: no client "harbour-bridge-climbing" in content\/clients/,
    );
  });

  test('naming no client, or a client on a page that is not a case study', () => {
    const { project: _, ...anonymous } = valid.data;
    expect(() => parseEntry('portfolio', written('anonymous', anonymous))).toThrow(
      /anonymous\.yaml: project: a case study names its client/,
    );
    expect(() => parseEntry('sales', written('stray', valid.data))).toThrow(
      /stray\.yaml: project: only a case study names a project/,
    );
  });

  test('quoting a person who speaks for another client', () => {
    const blocks = valid.data.blocks.map((block) =>
      block.type === 'testimonial' ? { ...block, person: 'dean-kowalski' } : block,
    );
    expect(() => parseEntry('portfolio', written('borrowed', { ...valid.data, blocks }))).toThrow(
      /borrowed\.yaml: blocks\.\d+\.person: "dean-kowalski" speaks for Northside Plumbing/,
    );
  });
});
