import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { unicodeRangeCovers } from '../server/used-css.ts';

// A character the web font's Latin file lacks makes the browser fetch another face or draw it in a fallback font
// beside the rest; keep the words inside the one Latin file each page loads.
const fontCss = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css'), 'utf8');
const latinRange = [...fontCss.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map(([, block = '']) => /unicode-range\s*:\s*([^;]+)/.exec(block)?.[1] ?? '')
  .find((range) => unicodeRangeCovers(range, 0x41));

const contentDir = new URL('../src/content/', import.meta.url);
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

describe('site words', () => {
  it('finds the Latin face of the web font', () => {
    expect(latinRange).toMatch(/U\+/);
  });

  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      name.endsWith('.yaml') ||
      name.endsWith('.md') ||
      (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')),
  );
  for (const file of files) {
    it(`${file} uses only characters the Latin font file draws`, () => {
      const text = withoutComments(readFileSync(new URL(file, contentDir), 'utf8'));
      const missing = [...new Set(text)].filter(
        (character) => !unicodeRangeCovers(latinRange ?? '', character.codePointAt(0) ?? 0),
      );
      expect(missing.map((character) => `${character} U+${character.codePointAt(0)?.toString(16)}`)).toEqual([]);
    });
  }
});
