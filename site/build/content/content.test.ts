import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blocksOf } from '../../src/blocks/select.ts';
import { calendarPages } from '../../src/config/site.ts';
import { collectionNames } from '../../src/content/collections.ts';
import { entryTexts, sentences, wordCount } from '../../src/content/text.ts';
import { jobRoleOptions } from '../../src/forms/job-application.ts';
import { ContentError, checkEntries, collectionFiles, contentRoot, loadAllEntries, parseEntry } from './load.ts';

const entries = loadAllEntries();

describe('content collections', () => {
  test('every collection has entries and every file validates', () => {
    for (const collection of collectionNames) expect(collectionFiles(collection).length).toBeGreaterThan(0);
    expect(entries.length).toBe(collectionNames.reduce((sum, name) => sum + collectionFiles(name).length, 0));
  });

  test.each(entries.map((entry) => [entry.path, entry] as const))(
    '%s carries at least 350 words of its own',
    (_, entry) => {
      expect(wordCount(entryTexts(entry.data))).toBeGreaterThanOrEqual(350);
    },
  );

  test('no page repeats more than 5 % of its sentences from another page of its collection', () => {
    const pages = entries.map((entry) => ({ entry, sentences: new Set(sentences(entryTexts(entry.data))) }));
    const overlaps: string[] = [];
    for (const page of pages) {
      for (const other of pages) {
        if (other === page || other.entry.collection !== page.entry.collection) continue;
        const shared = [...page.sentences].filter((sentence) => other.sentences.has(sentence));
        if (shared.length / page.sentences.size > 0.05) {
          overlaps.push(
            `${page.entry.path} shares ${shared.length} of ${page.sentences.size} sentences with ${other.entry.path}`,
          );
        }
      }
    }
    expect(overlaps).toEqual([]);
  });
});

describe('what the pages promise', () => {
  test('a calendar section sits exactly on the pages whose security policy lets the calendar in', () => {
    const withCalendar = entries
      .filter((entry) => blocksOf(entry.data.blocks, 'calendar').length > 0)
      .map((entry) => entry.path);
    expect(withCalendar.sort()).toEqual([...calendarPages].sort());
  });

  test('every open position has its own page, and the form takes exactly those roles', () => {
    const jobs = entries.filter((entry) => entry.data.job).map((entry) => entry.slug);
    expect(jobs.sort()).toEqual(jobRoleOptions.map((option) => option.value).sort());
  });
});

describe('content validation names the file and the field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  const valid = collectionFiles('services')[0] as string;

  test('a missing field', () => {
    const file = join(dir, 'no-title.yaml');
    writeFileSync(file, 'name: Test\n');
    expect(() => parseEntry('services', file)).toThrow(ContentError);
    expect(() => parseEntry('services', file)).toThrow(
      /no-title\.yaml: does not match the content schema[\s\S]*title:/,
    );
  });

  test('a wrong value deep in a block', () => {
    const entry = parseEntry('services', valid);
    const broken = { ...entry.data, hero: { ...entry.data.hero, art: { kind: 'mockup', device: 'tablet' } } };
    const file = join(dir, 'bad-art.yaml');
    writeFileSync(file, JSON.stringify(broken));
    expect(() => parseEntry('services', file)).toThrow(/bad-art\.yaml[\s\S]*hero\.art/);
  });

  test('a guarantee that does not exist', () => {
    const entry = parseEntry('services', valid);
    const promise = {
      ...entry.data,
      hero: { ...entry.data.hero, subtitle: 'Backed by our %guarantee-refund-anytime%.' },
    };
    const file = join(dir, 'promise.yaml');
    writeFileSync(file, JSON.stringify(promise));
    expect(() => parseEntry('services', file)).toThrow(
      /promise\.yaml: hero\.subtitle: %guarantee-refund-anytime% names no guarantee: .* with one of launch, revisions/,
    );
  });

  test('a broken reference and a duplicate title', () => {
    const entry = parseEntry('services', valid);
    const orphan = {
      ...entry,
      slug: 'orphan',
      path: '/services/orphan',
      file: 'services/orphan.yaml',
      data: { ...entry.data, parent: 'nowhere', description: `${entry.data.description} Again.` },
    };
    expect(() => checkEntries([entry, orphan])).toThrow(/services\/orphan\.yaml: parent: no entry "nowhere"/);
    expect(() => checkEntries([entry, orphan])).toThrow(/services\/orphan\.yaml: title: the same as in/);
  });

  test('links, filters and forms that point at nothing on their page', () => {
    const pricing = parseEntry('sales', join(contentRoot, 'sales', 'pricing.yaml'));
    const noCalendar = { ...pricing.data, blocks: pricing.data.blocks.filter((block) => block.type !== 'calendar') };
    const file = join(dir, 'pricing.yaml');
    writeFileSync(file, JSON.stringify(noCalendar));
    expect(() => parseEntry('sales', file)).toThrow(
      /pricing\.yaml: hero\.primary: calendar: true, but the page has no calendar block/,
    );

    const portfolio = parseEntry('sales', join(contentRoot, 'sales', 'portfolio.yaml'));
    const blocks = portfolio.data.blocks.map((block) =>
      block.type === 'showcase'
        ? {
            ...block,
            items: block.items.map((item, index) => (index === 0 ? { ...item, categories: ['astrology'] } : item)),
          }
        : block,
    );
    const misfiled = join(dir, 'portfolio.yaml');
    writeFileSync(misfiled, JSON.stringify({ ...portfolio.data, blocks }));
    expect(() => parseEntry('sales', misfiled)).toThrow(
      /portfolio\.yaml: blocks\.\d+\.items\.0\.categories: "astrology" is not one of/,
    );

    const job = parseEntry('careers', join(contentRoot, 'careers', 'senior-web-developer.yaml'));
    const renamed = join(dir, 'chief-of-vibes.yaml');
    writeFileSync(renamed, JSON.stringify(job.data));
    expect(() => parseEntry('careers', renamed)).toThrow(
      /chief-of-vibes\.yaml: blocks\.\d+: "chief-of-vibes" is not one of the roles/,
    );
  });
});
