import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { indexedPng } from './indexed-png.ts';

/** The chunks of a PNG, by type, in order. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.byteLength; ) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.subarray(at + 4, at + 8).toString('ascii'), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

/** The colour of each pixel, as `#rrggbb`, read back from the palette and the rows. */
function decode(png: Buffer): string[] {
  const [header, palette, data] = chunks(png).map((chunk) => chunk.data);
  if (!header || !palette || !data) throw new Error('missing chunks');
  const width = header.readUInt32BE(0);
  const rows = inflateSync(data);
  const pixels: string[] = [];
  for (let y = 0; y * (width + 1) < rows.byteLength; y++) {
    expect(rows[y * (width + 1)], 'filter type').toBe(0);
    for (let x = 0; x < width; x++) {
      const index = rows[y * (width + 1) + 1 + x] as number;
      pixels.push(`#${palette.subarray(index * 3, index * 3 + 3).toString('hex')}`);
    }
  }
  return pixels;
}

/** Opaque RGBA pixels from `#rrggbb` colours. */
function rgba(colours: readonly string[]): Uint8Array {
  return Uint8Array.from(colours.flatMap((colour) => [...Buffer.from(colour.slice(1), 'hex'), 255]));
}

describe('indexedPng', () => {
  it('writes a palette PNG whose pixels read back as drawn when they have few colours', () => {
    const colours = ['#1c1917', '#fbf8f3', '#c2410c', '#fbf8f3', '#1c1917', '#ffffff'];
    const png = indexedPng(rgba(colours), 3, 2);
    expect(chunks(png).map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const header = chunks(png)[0]?.data;
    expect([header?.readUInt32BE(0), header?.readUInt32BE(4), header?.[8], header?.[9]]).toEqual([3, 2, 8, 3]);
    expect(decode(png)).toEqual(colours);
  });

  it('keeps at most 256 colours, each pixel near what was drawn', () => {
    // A 64 x 64 ramp through 4,096 colours.
    const colours = Array.from({ length: 64 * 64 }, (_, i) => {
      const r = (i % 64) * 4;
      const g = Math.floor(i / 64) * 4;
      return `#${[r, g, 128].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    });
    const png = indexedPng(rgba(colours), 64, 64);
    expect(chunks(png)[1]?.data.byteLength).toBeLessThanOrEqual(256 * 3);
    const decoded = decode(png);
    const distance = (a: string, b: string) =>
      Math.max(
        ...[1, 3, 5].map((at) =>
          Math.abs(Number.parseInt(a.slice(at, at + 2), 16) - Number.parseInt(b.slice(at, at + 2), 16)),
        ),
      );
    expect(Math.max(...colours.map((colour, i) => distance(colour, decoded[i] ?? '#000000')))).toBeLessThanOrEqual(24);
  });
});
