import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guarantees, guaranteeWording } from '../../src/content/guarantees.ts';
import { entryTexts } from '../../src/content/text.ts';
import { contentRoot, parseEntry } from './load.ts';

describe('guarantees', () => {
  it('each has one id, its own wording, conditions and a remedy', () => {
    const ids = guarantees.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, wording, conditions, remedy } of guarantees) {
      expect(wording).toBe(guaranteeWording(id));
      expect(conditions.length, id).toBeGreaterThan(80);
      expect(remedy.length, id).toBeGreaterThan(40);
    }
  });

  it('are all set out in the terms, each with its wording, conditions and remedy', () => {
    const terms = parseEntry('legal', join(contentRoot, 'legal', 'terms.yaml'));
    const text = entryTexts(terms.data).join('\n');
    for (const { title, wording, conditions, remedy } of guarantees) {
      expect(text).toContain(`${title} (‘${wording}’). ${conditions}`);
      expect(text).toContain(`What you get if we fall short: ${remedy}`);
    }
  });
});
