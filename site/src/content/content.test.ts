import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { collectionNames } from './collections.ts';
import { ContentError, checkEntries, collectionFiles, loadAllEntries, parseEntry } from './load.ts';
import { entryTexts, sentences, wordCount } from './text.ts';

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
});
