import { brotliCompressSync, constants } from 'node:zlib';

/** A text file's brotli copy, as the build writes it for the server to send. */
export function brotli(raw: Buffer | string): Buffer {
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

/** What a new connection's first round trip brings: TCP's initial window, ten segments of 1,460 bytes (RFC 6928). */
export const firstWindowBytes = 14_600;

/** A page response's headers (its content security policy, caching and the like): 0.9 KB measured, rounded up. */
export const pageHeaderBytes = 1_024;

/**
 * The most markup a page painted in part may leave for the parser after its first paint. A phone (as the long tasks
 * bench models one, a CPU slowed 4×) parses, styles and lays out a rest of 27 KB in the frames after the paint; a rest
 * of 48 KB ends in one task of 50–170 ms, as the last of it is styled and laid out and the browser scans the page's
 * forms at DOMContentLoaded (`npm run bench -- longtasks`).
 */
export const restAfterPaintBytes = 32_768;

/** The element that ends every page whose whole document fits the first window, or whose rest is too long. */
export const documentEndId = 'document-end';
const documentEnd = `<template id="${documentEndId}"></template>`;
/** The link that holds the first paint until the parser has reached the element with this id. */
const paintOnceParsed = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Where the element whose start tag ends at `from` ends: after its matching end tag (the markup is React's, well formed). */
function endOf(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return -1;
}

/** An element a URL can name as it is, and where it starts and ends in the page. */
interface Named {
  id: string;
  start: number;
  end: number;
}

/** The body's elements that carry an id a URL can name as it is, in the order they end. */
function elementsWithIds(html: string): Named[] {
  const startTags = /<([a-z][a-z0-9-]*)\b[^>]*?\sid="([\w-]+)"[^>]*>/g;
  startTags.lastIndex = html.indexOf('<body');
  const found: Named[] = [];
  for (let tag = startTags.exec(html); tag; tag = startTags.exec(html)) {
    const [markup, name = '', id = ''] = tag;
    const startEnd = tag.index + markup.length;
    const end = voidElements.has(name) || markup.endsWith('/>') ? startEnd : endOf(html, name, startEnd);
    if (end > 0) found.push({ id, start: tag.index, end });
  }
  return found.sort((a, b) => a.end - b.end);
}

/** A page as it is sent: the build's brotli copy, or the server's quicker one for a page rendered on request. */
export type PageCompressor = (html: string) => Uint8Array;

/**
 * Holds a page's first paint until the parser has reached as much of it as arrives in the first round trip: the wait
 * costs no round trip, and the browser lays that much out at once instead of painting a part and then holding a
 * phone's main thread to lay out the rest as the parser reaches it.
 * - A page whose whole document (brotli, with its headers) fits the first window is painted once parsed to its end:
 *   an element is added to end it, for the link to name.
 * - A longer page is painted once parsed to an element that ends within the window (the standard waits for the
 *   element's end, Chrome for its start): of those, the one that starts last. The first screen always fits; what
 *   comes after is laid out as it arrives.
 * - Unless that would leave more than `restAfterPaintBytes` of markup after the paint: such a page is painted once
 *   parsed to its end, its first paint a round trip later, so that no long task follows it while the visitor reads
 *   and taps.
 * The page is measured as `compress` sends it: the build's brotli copy, or the server's for a page rendered on request.
 */
export function paintWhenParsed(html: string, compress: PageCompressor = brotli): string {
  /** Whether the document up to `end`, as sent with the response's headers, arrives in the first round trip. */
  const arrivesFirst = (markup: string, end = markup.length) =>
    compress(markup.slice(0, end)).byteLength + pageHeaderBytes <= firstWindowBytes;
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < head) throw new Error('A page has no </head> and </body>');
  const holding = (id: string, markup = html) => `${markup.slice(0, head)}${paintOnceParsed(id)}${markup.slice(head)}`;
  const whole = holding(documentEndId, `${html.slice(0, body)}${documentEnd}${html.slice(body)}`);
  if (arrivesFirst(whole)) return whole;
  const shift = paintOnceParsed('').length;
  const candidates = elementsWithIds(html);
  // How many end within the window: brotli's size only grows with the text, so a binary search finds them.
  let fitting = 0;
  for (let low = 0, high = candidates.length - 1; low <= high; ) {
    const middle = (low + high) >> 1;
    const { id, end } = candidates[middle] as Named;
    if (arrivesFirst(holding(id), end + shift + id.length)) {
      fitting = middle + 1;
      low = middle + 1;
    } else high = middle - 1;
  }
  const latest = candidates
    .slice(0, fitting)
    .reduce<Named | undefined>((last, each) => (last && last.start > each.start ? last : each), undefined);
  if (!latest) return html;
  // Chrome paints once the parser reaches the element's start: all from there on is parsed after the paint.
  return html.length - latest.start > restAfterPaintBytes ? whole : holding(latest.id);
}
