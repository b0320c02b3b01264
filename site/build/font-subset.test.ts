import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../src/content/htmlText.ts';
import { glyphText, subsetFace } from './font-subset.ts';

describe('visibleText', () => {
  it('keeps what is between tags, decodes entities and drops scripts and styles', () => {
    const text = visibleText(
      '<p class="a">Caf&#xe9; &amp; bar&#8217;s</p><script>var x = "Ω";</script><style>.x{content:"Ж"}</style><b>&lt;b&gt; ok</b>',
    );
    expect(text).toContain('Café & bar’s');
    expect(text).toContain('<b> ok');
    expect(text).not.toMatch(/[ΩЖ]|class|<p|<\/b/);
  });
});

describe('glyphText', () => {
  it('keeps ASCII and Latin-1 always, and every other character the pages use once', () => {
    const text = glyphText(['Price: €1,200 — “quoted” → done', 'Zoë ✓ Zoë']);
    for (const character of ['A', 'z', '~', 'ë', '€', '—', '“', '→', '✓']) expect(text).toContain(character);
    expect(text.split('✓')).toHaveLength(2);
    expect(text).not.toContain('\n');
  });
});

describe('subsetFace', () => {
  it('cuts the Latin face of Inter to the given characters and weights, and names the file by its content', async () => {
    const require = createRequire(import.meta.url);
    const fontDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
    const font = readFileSync(join(fontDir, 'inter-latin-wght-normal.woff2'));
    const subset = await subsetFace(font, glyphText(['Tallowood Digital']), {
      name: 'inter-latin',
      weights: { min: 400, max: 800 },
    });
    expect(subset.font.byteLength).toBeLessThan(font.byteLength * 0.6);
    expect(subset.font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.fileName).toMatch(/^inter-latin-subset-[\w-]{10}\.woff2$/);
    const again = await subsetFace(font, glyphText(['Tallowood Digital']), {
      name: 'inter-latin',
      weights: { min: 400, max: 800 },
    });
    expect(again.fileName).toBe(subset.fileName);
  });

  it('cuts a static face to the given characters', async () => {
    const require = createRequire(import.meta.url);
    const fontDir = join(dirname(require.resolve('@fontsource/jost/package.json')), 'files');
    const font = readFileSync(join(fontDir, 'jost-latin-400-normal.woff2'));
    const subset = await subsetFace(font, glyphText(['Marrook & Lyle']), { name: 'jost-latin-400-normal' });
    expect(subset.font.byteLength).toBeLessThan(font.byteLength * 0.75);
    expect(subset.font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.fileName).toMatch(/^jost-latin-400-normal-subset-[\w-]{10}\.woff2$/);
  });
});
