import { describe, expect, it } from 'vitest';
import { latinFontUrls, withFontDisplay } from './latin-font.ts';

describe('latinFontUrls', () => {
  const css =
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-cyrillic-1.woff2)format("woff2-variations");unicode-range:U+301,U+400-45F}' +
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-ext-2.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+2BD-2C5}' +
    '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-3.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+2000-206F}' +
    '.title{font-family:Inter Variable}';

  it('finds only the face that draws Latin letters', () => {
    expect(latinFontUrls(css)).toEqual(['/assets/inter-latin-3.woff2']);
  });
});

describe('withFontDisplay', () => {
  it('sets the display of every face, replacing or adding it, and touches no other rule', () => {
    const css =
      '@font-face{font-family:A;font-display:swap;src:url(/a.woff2)}' +
      '@font-face{font-family:B;src:url(/b.woff2)}' +
      '.swap{font-display:swap}';
    expect(withFontDisplay(css, 'optional')).toBe(
      '@font-face{font-family:A;font-display:optional;src:url(/a.woff2)}' +
        '@font-face{font-family:B;src:url(/b.woff2);font-display:optional}' +
        '.swap{font-display:swap}',
    );
  });
});
