/**
 * The web font that draws Latin text, found in the built stylesheet, and the `<link>` that fetches
 * it alongside the stylesheet: text then paints in its final face, so nothing reflows when it loads.
 */

/** Whether a CSS `unicode-range` value (`U+??, U+131, U+2000-206F`) covers a code point. */
export function unicodeRangeCovers(range: string, codePoint: number): boolean {
  return range.split(',').some((token) => {
    const value = token.trim().replace(/^U\+/i, '');
    if (value.includes('?')) {
      const low = Number.parseInt(value.replace(/\?/g, '0'), 16);
      const high = Number.parseInt(value.replace(/\?/g, 'F'), 16);
      return codePoint >= low && codePoint <= high;
    }
    const [start = '', end = start] = value.split('-');
    return codePoint >= Number.parseInt(start, 16) && codePoint <= Number.parseInt(end, 16);
  });
}

/** URLs of the woff2 faces in `css` that draw the letter "A" (one per family and style). */
export function latinFontUrls(css: string): string[] {
  const urls: string[] = [];
  for (const [, block = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(block)?.[1];
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(block)?.[1];
    if (url && (!range || unicodeRangeCovers(range, 0x41))) urls.push(url);
  }
  return urls;
}

/**
 * Preload links for those faces: fetched beside the stylesheet instead of after it, so the first
 * layout usually has the font and never has to be redone. `font-display: swap` still paints the
 * fallback face when the font is slow, so the preload never delays the text.
 */
export function fontPreloadLinks(css: string): string {
  return latinFontUrls(css)
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}
