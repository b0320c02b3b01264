/**
 * Build step: cuts the Latin faces down to the characters the site's pages use, the OpenType features it applies (and
 * Inter to the weights its theme uses), so the fonts a first paint waits for are a half to two thirds their size.
 */
import { createHash } from 'node:crypto';
import subsetFont from 'subset-font';

/**
 * Characters kept whatever the pages say: printable ASCII (search queries and form values typed by visitors),
 * the no-break space and common signs, typographic punctuation, the euro and trade marks, and arrows. Any other
 * letter a visitor types still shows, in the system face: the range stays the browser's to fall back from.
 */
const alwaysKept = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
] as const;

/**
 * The OpenType features a cut face keeps: those a browser applies to Latin text by itself, and tabular figures, which
 * the site asks for by name (`font-variant-numeric: tabular-nums`). Nothing asks for fractions, numerators,
 * proportional or lining figures; their glyphs and rules were an eighth of Inter's file.
 */
export const keptFeatures = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rvrn',
  'calt',
  'clig',
  'curs',
  'kern',
  'liga',
  'rclt',
  'tnum',
] as const;

/** Every character to keep: those of `texts` and the ones always kept, each once. */
export function glyphText(texts: readonly string[]): string {
  const kept = new Set<string>();
  for (const [from, to] of alwaysKept) for (let code = from; code <= to; code++) kept.add(String.fromCodePoint(code));
  for (const text of texts)
    for (const character of text) if (character.trim() || character === ' ') kept.add(character);
  return [...kept].join('');
}

export interface SubsetFace {
  /** The subset font, woff2. */
  font: Buffer;
  /** `inter-latin-subset-<hash>.woff2`. */
  fileName: string;
}

/**
 * The face with only `text`'s glyphs and the `keptFeatures`, named `<name>-subset-<hash>.woff2`; a variable face
 * also keeps only the `weights` range of its `wght` axis.
 */
export async function subsetFace(
  font: Buffer,
  text: string,
  { name, weights }: { name: string; weights?: { min: number; max: number } },
): Promise<SubsetFace> {
  const subset = await subsetFont(font, text, {
    targetFormat: 'woff2',
    keepFeatures: [...keptFeatures],
    ...(weights && { variationAxes: { wght: { min: weights.min, max: weights.max } } }),
  });
  const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 10);
  return { font: subset, fileName: `${name}-subset-${hash}.woff2` };
}
