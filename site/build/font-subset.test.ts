import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../src/content/htmlText.ts';
import { glyphText, keptFeatures, subsetFace } from './font-subset.ts';

/** The tags a WOFF2 directory names by index: the WOFF2 specification's known-table list. */
const knownTags = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT ' +
  'VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar ' +
  'fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .split(' ')
  .map((tag) => tag.replace('_', ' '));

/** A WOFF2 "UIntBase128" at `at`: its value and where the next field starts. */
function base128(bytes: Buffer, at: number): [number, number] {
  let value = 0;
  for (let index = at; index < at + 5; index++) {
    const byte = bytes[index] ?? 0;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return [value, index + 1];
  }
  throw new Error('Malformed UIntBase128');
}

/** The feature tags of a WOFF2 face's GSUB and GPOS tables (substitutions, positioning). */
function layoutFeatures(woff2: Buffer): { GSUB: string[]; GPOS: string[] } {
  const tables: { tag: string; length: number }[] = [];
  let at = 48;
  for (let count = woff2.readUInt16BE(12); count > 0; count--) {
    const flags = woff2[at++] ?? 0;
    const index = flags & 0x3f;
    const tag = index === 63 ? woff2.toString('latin1', at, at + 4) : (knownTags[index] ?? `#${index}`);
    if (index === 63) at += 4;
    let length: number;
    [length, at] = base128(woff2, at);
    const version = flags >> 6;
    // glyf and loca are transformed unless version 3; any other table only if its version is not 0.
    if (tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0) [length, at] = base128(woff2, at);
    tables.push({ tag, length });
  }
  const data = brotliDecompressSync(woff2.subarray(at, at + woff2.readUInt32BE(20)));
  const found = { GSUB: [] as string[], GPOS: [] as string[] };
  let offset = 0;
  for (const { tag, length } of tables) {
    if (tag === 'GSUB' || tag === 'GPOS') {
      const table = data.subarray(offset, offset + length);
      const list = table.readUInt16BE(6);
      const tags = Array.from({ length: table.readUInt16BE(list) }, (_, record) =>
        table.toString('latin1', list + 2 + record * 6, list + 6 + record * 6),
      );
      found[tag] = [...new Set(tags)];
    }
    offset += length;
  }
  return found;
}

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

  it('keeps the features a browser applies by itself and tabular figures, and drops fractions and other figures', async () => {
    const require = createRequire(import.meta.url);
    const fontDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
    const font = readFileSync(join(fontDir, 'inter-latin-wght-normal.woff2'));
    const source = layoutFeatures(font);
    expect(source.GSUB).toEqual(expect.arrayContaining(['calt', 'tnum', 'frac', 'pnum']));
    const subset = await subsetFace(font, glyphText(['Launched in 48 hours, 3/4 of the cost']), {
      name: 'inter-latin',
      weights: { min: 400, max: 800 },
    });
    const cut = layoutFeatures(subset.font);
    expect(cut.GPOS).toContain('kern');
    expect(cut.GSUB).toEqual(expect.arrayContaining(['calt', 'locl', 'tnum']));
    for (const tag of [...cut.GSUB, ...cut.GPOS]) expect(keptFeatures).toContain(tag);
    expect(cut.GSUB).not.toContain('frac');
    expect(cut.GSUB).not.toContain('pnum');
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
