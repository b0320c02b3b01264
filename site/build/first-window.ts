import { brotliCompressSync, constants } from 'node:zlib';

/** A text file's brotli copy, as the server sends it. */
export function brotli(raw: Buffer | string): Buffer {
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

/** What a new connection's first round trip brings: TCP's initial window, ten segments of 1,460 bytes (RFC 6928). */
export const firstWindowBytes = 14_600;

/** A page response's headers (its content security policy, caching and the like): 0.9 KB measured, rounded up. */
export const pageHeaderBytes = 1_024;

/** The element that ends every page, and the link that holds the first paint until the parser has reached it. */
export const documentEndId = 'document-end';
const documentEnd = `<template id="${documentEndId}"></template>`;
const paintOnceParsed = `<link rel="expect" href="#${documentEndId}" blocking="render">`;

/**
 * A page whose whole document, sent as brotli with its headers, arrives in the first round trip is painted once it
 * is parsed to its end: waiting costs no round trip, and the browser lays the page out once, whole, instead of
 * painting the first screen and then holding a phone's main thread to lay out the rest as the parser reaches it.
 * A longer page is left to paint its first screen as soon as that arrives (its first window holds it).
 */
export function paintWhenParsed(html: string): string {
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < head) throw new Error('A page has no </head> and </body>');
  const whole = `${html.slice(0, head)}${paintOnceParsed}${html.slice(head, body)}${documentEnd}${html.slice(body)}`;
  return brotli(whole).byteLength + pageHeaderBytes <= firstWindowBytes ? whole : html;
}
