/**
 * The web font that draws Latin text, found in the built stylesheet, and how its faces are shown: `optional`, so
 * text never changes face once painted (nothing reflows, no layout shift); a face that is not there within the
 * browser's short block period (about 100 ms) is used from the next page on, from the cache.
 */
import { unicodeRangeCovers } from '../server/used-css.ts';

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

/** `css` with every `@font-face` shown as `display` (`font-display`), whatever it said before. */
export function withFontDisplay(css: string, display: 'optional' | 'swap' | 'fallback' | 'block'): string {
  return css.replace(/@font-face\s*{[^}]*}/g, (block) => {
    const declaration = `font-display:${display}`;
    return /font-display\s*:/.test(block)
      ? block.replace(/font-display\s*:\s*[\w-]+/, declaration)
      : block.replace(/}$/, () => `;${declaration}}`);
  });
}
