import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brotli, documentEndId, firstWindowBytes, pageHeaderBytes, paintWhenParsed } from './first-window.ts';

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

  it('leaves a page whose document needs a second round trip to paint its first screen as it arrives', () => {
    const html = page(`<p>${noise(40_000)}</p>`);
    expect(brotli(html).byteLength).toBeGreaterThan(firstWindowBytes);
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
