import { describe, expect, it } from 'vitest';
import { fontPreloadLinks, latinFontUrls, unicodeRangeCovers } from './font-preload.ts';

describe('unicodeRangeCovers', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(unicodeRangeCovers('U+??', 0x41)).toBe(true);
    expect(unicodeRangeCovers('U+??', 0x131)).toBe(false);
    expect(unicodeRangeCovers('U+0000-00FF, U+0131', 0x131)).toBe(true);
    expect(unicodeRangeCovers('U+460-52F,U+1C80-1C8A', 0x41)).toBe(false);
    expect(unicodeRangeCovers('u+0041', 0x41)).toBe(true);
  });
});

describe('latinFontUrls', () => {
  const css =
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-cyrillic-1.woff2)format("woff2-variations");unicode-range:U+301,U+400-45F}' +
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-ext-2.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+2BD-2C5}' +
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-3.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+2000-206F}' +
    '.title{font-family:Inter Variable}';

  it('finds only the face that draws Latin letters', () => {
    expect(latinFontUrls(css)).toEqual(['/assets/inter-latin-3.woff2']);
  });

  it('writes a CORS-mode preload for it', () => {
    expect(fontPreloadLinks(css)).toBe(
      '<link rel="preload" href="/assets/inter-latin-3.woff2" as="font" type="font/woff2" crossorigin />',
    );
  });

  it('writes nothing for a stylesheet without web fonts', () => {
    expect(fontPreloadLinks('.a{color:red}')).toBe('');
  });
});
