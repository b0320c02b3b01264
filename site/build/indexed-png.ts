/**
 * An opaque picture as a palette PNG of at most 256 colours: a screen of flat panels and antialiased words needs few
 * colours, and a palette file is a third of the size of resvg's true-colour one. Colours are counted in buckets of five
 * bits a channel; every pixel takes the nearest colour of the palette.
 */
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The five-bit-a-channel bucket a pixel's colour falls in. */
const bucketOf = (r: number, g: number, b: number) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

/** How far apart two colours are (squared, in RGB). */
const distance = (a: readonly number[], b: readonly number[]) =>
  ((a[0] ?? 0) - (b[0] ?? 0)) ** 2 + ((a[1] ?? 0) - (b[1] ?? 0)) ** 2 + ((a[2] ?? 0) - (b[2] ?? 0)) ** 2;

/**
 * The palette, each colour the average of its bucket's pixels: the 128 fullest buckets (the panels, the words and
 * their edges), then, one at a time, the bucket farthest from every colour chosen so far (the steps of a gradient).
 */
function palette(rgba: Uint8Array): number[][] {
  const sums = new Map<number, [number, number, number, number]>();
  for (let i = 0; i < rgba.length; i += 4) {
    const r = rgba[i] as number;
    const g = rgba[i + 1] as number;
    const b = rgba[i + 2] as number;
    const key = bucketOf(r, g, b);
    const sum = sums.get(key);
    if (sum) {
      sum[0] += r;
      sum[1] += g;
      sum[2] += b;
      sum[3]++;
    } else sums.set(key, [r, g, b, 1]);
  }
  const buckets = [...sums.values()]
    .sort((a, b) => b[3] - a[3])
    .map(([r, g, b, count]) => [Math.round(r / count), Math.round(g / count), Math.round(b / count)]);
  if (buckets.length <= 256) return buckets;
  const chosen = buckets.slice(0, 128);
  const rest = buckets.slice(128);
  const nearest = rest.map((colour) => Math.min(...chosen.map((other) => distance(colour, other))));
  while (chosen.length < 256) {
    let farthest = 0;
    nearest.forEach((value, index) => {
      if (value > (nearest[farthest] ?? 0)) farthest = index;
    });
    const colour = rest[farthest] as number[];
    chosen.push(colour);
    rest.forEach((other, index) => {
      nearest[index] = Math.min(nearest[index] ?? 0, distance(colour, other));
    });
  }
  return chosen;
}

/** Encodes opaque RGBA pixels (resvg's) as an 8-bit palette PNG. */
export function indexedPng(rgba: Uint8Array, width: number, height: number): Buffer {
  const colours = palette(rgba);
  const nearest = new Map<number, number>();
  const indexOf = (r: number, g: number, b: number): number => {
    const key = bucketOf(r, g, b);
    let index = nearest.get(key);
    if (index === undefined) {
      let best = Number.POSITIVE_INFINITY;
      index = 0;
      colours.forEach((colour, candidate) => {
        const apart = distance(colour, [r, g, b]);
        if (apart < best) {
          best = apart;
          index = candidate;
        }
      });
      nearest.set(key, index);
    }
    return index;
  };
  // Each row: filter type 0 (none), then one palette index per pixel.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rows[y * (width + 1) + 1 + x] = indexOf(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(colours.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
