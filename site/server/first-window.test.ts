import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  brotli,
  documentEndId,
  firstWindowBytes,
  pageHeaderBytes,
  paintWhenParsed,
  restAfterPaintBytes,
} from './first-window.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en-AU"><head><title>A page</title></head><body><div id="root">${body}</div></body></html>`;
/** Text brotli cannot shrink much: base64 of random bytes. */
const noise = (length: number) =>
  randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64')
    .slice(0, length);

describe('paintWhenParsed', () => {
  it('holds a short page’s first paint until the parser reaches the element that ends it', () => {
    const html = paintWhenParsed(page('<main><h1>Hello</h1></main>'));
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.match(/<link\b[^>]*>/g)).toEqual([`<link rel="expect" href="#${documentEndId}" blocking="render">`]);
    // The element it names is the body's last, after the page's own markup.
    expect(html).toMatch(
      new RegExp(`<div id="root"><main><h1>Hello</h1></main></div><template id="${documentEndId}"></template></body>`),
    );
  });

  it('holds a longer page’s first paint until the parser reaches the last element that arrives in the first window', () => {
    const parts = Array.from({ length: 40 }, (_, index) => `<h2 id="part-${index}">${noise(600)}</h2>`);
    // A section that ends within the window but starts before the parts it holds is not the one named.
    const html = page(
      `<main><section id="opening">${parts.slice(0, 5).join('')}</section>${parts.slice(5).join('')}</main>`,
    );
    expect(brotli(html).byteLength).toBeGreaterThan(firstWindowBytes);
    const held = paintWhenParsed(html);
    const named = held.match(/<link rel="expect" href="#(part-\d+)" blocking="render">/)?.[1] ?? '';
    expect(named).not.toBe('');
    expect(held.replace(/<link rel="expect"[^>]*>/, '')).toBe(html);
    // Through the end of the element it names, the document arrives in the first round trip; through the next, not.
    const through = (id: string) => held.slice(0, held.indexOf('</h2>', held.indexOf(`id="${id}"`)) + '</h2>'.length);
    expect(brotli(through(named)).byteLength + pageHeaderBytes).toBeLessThanOrEqual(firstWindowBytes);
    const next = `part-${Number(named.slice('part-'.length)) + 1}`;
    expect(brotli(through(next)).byteLength + pageHeaderBytes).toBeGreaterThan(firstWindowBytes);
  });

  it('holds the first paint until the end of a longer page that would leave too much to parse after it', () => {
    const parts = Array.from({ length: 40 }, (_, index) => `<h2 id="part-${index}">${noise(600)}</h2>`);
    const rest = '<p>A paragraph the parser would reach after the first paint.</p>'.repeat(600);
    const html = page(`<main>${parts.join('')}${rest}</main>`);
    expect(brotli(html).byteLength).toBeGreaterThan(firstWindowBytes);
    expect(rest.length).toBeGreaterThan(restAfterPaintBytes);
    const held = paintWhenParsed(html);
    expect(held.match(/<link rel="expect" href="#([\w-]+)" blocking="render">/)?.[1]).toBe(documentEndId);
    expect(held).toContain(`${rest}</main></div><template id="${documentEndId}"></template></body>`);
    // Without the long rest, the same page is painted once its first window is parsed.
    const short = paintWhenParsed(page(`<main>${parts.join('')}</main>`));
    expect(short).toMatch(/<link rel="expect" href="#part-\d+" blocking="render">/);
  });

  it('measures a page as the compressor it is given sends it', () => {
    const html = page(`<main><h1 id="top">Hello</h1><p>${'The same words again. '.repeat(750)}</p></main>`);
    expect(paintWhenParsed(html)).toContain(`<link rel="expect" href="#${documentEndId}" blocking="render">`);
    // Sent uncompressed, its 16 KB need a second round trip; the heading arrives in the first.
    const uncompressed = (text: string) => new TextEncoder().encode(text);
    expect(paintWhenParsed(html, uncompressed)).toContain('<link rel="expect" href="#top" blocking="render">');
  });

  it('leaves a page as it is when no element it could name ends within the first window', () => {
    const html = page(`<p>${noise(40_000)}</p><h2 id="late">The end</h2>`);
    expect(paintWhenParsed(html)).toBe(html);
  });

  it('counts the response’s headers in the first window', () => {
    for (let length = 12_000; length < 20_000; length += 50) {
      const html = page(noise(length));
      if (paintWhenParsed(html) !== html) continue;
      // The shortest page left to paint as it arrives: its brotli copy alone would still fit the window.
      expect(brotli(html).byteLength).toBeLessThan(firstWindowBytes - pageHeaderBytes / 2);
      return;
    }
    throw new Error('no page length reached the first window');
  });
});
