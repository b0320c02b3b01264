import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ContentEntry } from '../../src/content/entry.ts';
import { templateStructuredData } from '../../src/templates/templates.ts';
import { collectionFiles, loadAllEntries, parseEntry } from './load.ts';

const servicePages = loadAllEntries().filter((entry) => entry.template === 'service');

/** The Service document of a page's structured data. */
function serviceDocument(entry: ContentEntry | undefined) {
  if (!entry) return undefined;
  const documents = templateStructuredData[entry.template](entry) as unknown as Record<string, unknown>[];
  return documents.find((document) => document['@type'] === 'Service');
}

describe("each service page's Service data names what that page sells", () => {
  test('every service page has Service data of its own name, with the service type its entry gives', () => {
    expect(servicePages.length).toBeGreaterThan(0);
    for (const entry of servicePages) {
      expect(serviceDocument(entry), entry.path).toMatchObject({
        name: entry.data.name,
        serviceType: entry.data.serviceType,
      });
    }
  });

  test('no two service pages share a service type', () => {
    const types = servicePages.map((entry) => serviceDocument(entry)?.serviceType);
    expect(new Set(types).size).toBe(servicePages.length);
  });

  test('SEO and logo design are not called web design', () => {
    const typeAt = (path: string) => serviceDocument(servicePages.find((entry) => entry.path === path))?.serviceType;
    expect(typeAt('/services/seo-services')).toBe('Search engine optimisation');
    expect(typeAt('/services/logo-design')).toBe('Logo design');
    expect(typeAt('/services/custom-website-design')).toBe('Web design');
  });

  test('a service page without a service type does not build, naming file and field', () => {
    const source = readFileSync(collectionFiles('services')[0] as string, 'utf8');
    const file = join(mkdtempSync(join(tmpdir(), 'service-type-')), 'untyped.yaml');
    writeFileSync(file, source.replace(/^serviceType: .*\n/m, ''));
    expect(() => parseEntry('services', file)).toThrow(/untyped\.yaml: serviceType: missing/);
  });
});
