import { describe, expect, it } from 'vitest';
import {
  markupClasses,
  markupCustomProperties,
  markupDataAttributes,
  requiredClasses,
  requiredDataAttributes,
  unicodeRangeCovers,
  usedCss,
  withoutFontFaces,
} from './used-css.ts';

const compact = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('unicodeRangeCovers', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(unicodeRangeCovers('U+??', 0x41)).toBe(true);
    expect(unicodeRangeCovers('U+??', 0x131)).toBe(false);
    expect(unicodeRangeCovers('U+0000-00FF, U+0131', 0x131)).toBe(true);
    expect(unicodeRangeCovers('U+460-52F,U+1C80-1C8A', 0x41)).toBe(false);
    expect(unicodeRangeCovers('u+0041', 0x41)).toBe(true);
  });
});

describe('markupClasses', () => {
  it('collects every class on every element, the root included', () => {
    const html =
      '<html lang="en-AU" class="root-a"><body><div class="card  card--wide"><p class="">x</p><a class="link">y</a></div></body></html>';
    expect([...markupClasses(html)].sort()).toEqual(['card', 'card--wide', 'link', 'root-a']);
  });

  it('reads no class out of attribute values or text that merely mention one', () => {
    expect([...markupClasses('<p data-class="x" title=\'class="y"\'>class="z</p>')]).toEqual([]);
  });
});

describe('markupCustomProperties', () => {
  it('collects the custom properties style attributes read, not those they set', () => {
    const html =
      '<div style="--ratio:1;color:var(--ink)"><p style="margin: var( --gap, 1rem)">x</p><p title="var(--no)">y</p></div>';
    expect([...markupCustomProperties(html)].sort()).toEqual(['--gap', '--ink']);
  });
});

describe('markupDataAttributes', () => {
  it('collects the data attributes on elements, valued or not, and none from text or other attributes', () => {
    const html =
      '<div data-island="form" data-rac><a data-cta-primary="" title="data-no">data-text</a><br data-x/></div>';
    expect([...markupDataAttributes(html)].sort()).toEqual(['data-cta-primary', 'data-island', 'data-rac', 'data-x']);
  });
});

describe('requiredDataAttributes', () => {
  it('requires each data attribute in brackets outside parentheses', () => {
    expect(requiredDataAttributes('.link[data-hovered] > .icon[data-size="sm"]')).toEqual([
      'data-hovered',
      'data-size',
    ]);
  });

  it('requires none inside :not() or :is(), nor other attributes', () => {
    expect(requiredDataAttributes('.link:not([data-disabled]):is([data-a], .b)[aria-current="page"][hidden]')).toEqual(
      [],
    );
  });
});

describe('requiredClasses', () => {
  it('requires each class a compound or descendant selector names', () => {
    expect(requiredClasses('.menu:hover > .item::before')).toEqual(['menu', 'item']);
  });

  it('requires nothing inside :not(), :is(), :has() or an attribute selector', () => {
    expect(requiredClasses('.link:not(.current)[href$=".pdf"]:is(.a, .b)')).toEqual(['link']);
    expect(requiredClasses('a[target="_blank"]')).toEqual([]);
  });

  it('declines to read a selector with escapes', () => {
    expect(requiredClasses('.md\\:grid')).toBeUndefined();
  });
});

describe('usedCss', () => {
  const css = `
    @font-face{font-family:Inter;src:url(/a.woff2)}
    :root{--space:4px;--ink:#000;--accent:var(--ink);--unread:1px}
    :root.dark{--ink:#fff}
    *,:after{box-sizing:border-box}
    a[href]{color:var(--accent)}
    .card{padding:var(--space)}
    .dialog{position:fixed}
    .card,.dialog{margin:0}
    .card .badge{color:red}
    .link:not(.current){text-decoration:underline}
    .md\\:grid{display:grid}
    @media (min-width:48em){.card{padding:2rem}.dialog{inset:0}}
    @media print{.dialog{display:none}}
    @keyframes rise{from{opacity:0}to{opacity:1}}
    @keyframes spin{to{transform:rotate(1turn)}}
    .card{animation:rise .3s}
    .spinner{animation-name:spin}
  `;
  const used = compact(usedCss(css, { classes: new Set(['card', 'link', 'dark']) }));

  it('keeps the rules the classes can match, in their order, with faces, tokens and element rules', () => {
    expect(used).toBe(
      compact(`
        @font-face{font-family:Inter;src:url(/a.woff2)}
        :root{--space:4px;--ink:#000;--accent:var(--ink)}
        :root.dark{--ink:#fff}
        *,:after{box-sizing:border-box}
        a[href]{color:var(--accent)}
        .card{padding:var(--space)}
        .card{margin:0}
        .link:not(.current){text-decoration:underline}
        .md\\:grid{display:grid}
        @media (min-width:48em){.card{padding:2rem}}
        @keyframes rise{from{opacity:0}to{opacity:1}}
        .card{animation:rise .3s}
      `),
    );
  });

  it('drops rules for classes the page lacks, media blocks left empty and keyframes nothing kept uses', () => {
    expect(used).not.toContain('.dialog');
    expect(used).not.toContain('.badge');
    expect(used).not.toContain('@media print');
    expect(used).not.toContain('spin');
  });

  it('keeps the dark theme only when its class may be added', () => {
    expect(usedCss(':root.dark{--ink:#fff}.card{color:var(--ink)}', { classes: new Set(['card']) })).toBe(
      '.card{color:var(--ink)}',
    );
  });

  it('keeps a custom property only while a kept rule or the markup reads it, directly or through another', () => {
    const tokens = ':root{--a:1px;--b:var(--a);--c:2px;--d:3px}.dialog{margin:var(--c)}.card{padding:var(--b)}';
    expect(usedCss(tokens, { classes: new Set(['card']) })).toBe(':root{--a:1px;--b:var(--a)}.card{padding:var(--b)}');
    expect(usedCss(tokens, { classes: new Set(['card']), customProperties: new Set(['--d']) })).toBe(
      ':root{--a:1px;--b:var(--a);--d:3px}.card{padding:var(--b)}',
    );
  });

  it('drops a rule left with no declarations once its unread custom properties are gone', () => {
    expect(usedCss(':root{--unread:1px}.card{color:red}', { classes: new Set(['card']) })).toBe('.card{color:red}');
  });

  it('leaves a state only the code sets to the whole sheet, unless the markup carries it already', () => {
    const states =
      '.link{color:blue}.link[data-hovered]{color:red}.link:hover{color:navy}.link[data-current]{font-weight:bold}.link:not([data-x]){margin:0}';
    const classes = new Set(['link']);
    expect(usedCss(states, { classes, dataAttributes: new Set(['data-current']) })).toBe(
      '.link{color:blue}.link:hover{color:navy}.link[data-current]{font-weight:bold}.link:not([data-x]){margin:0}',
    );
    expect(usedCss(states, { classes })).toBe(states);
  });

  describe('faces', () => {
    const faces = `
      @font-face{font-family:Inter;src:url(/greek.woff2);unicode-range:U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF}
      @font-face{font-family:Inter;src:url(/latin.woff2);unicode-range:U+0000-00FF,U+2000-206F}
      @font-face{font-family:Inter;src:url(/latin-ext.woff2);unicode-range:U+0100-02BA,U+1E??}
      @font-face{font-family:Mono;src:url(/mono.woff2)}
      .card{font-family:Inter}
    `;
    const sources = (text?: string) =>
      [...usedCss(faces, { classes: new Set(['card']), text }).matchAll(/url\(\/([\w-]+)\.woff2\)/g)].map(
        ([, name]) => name,
      );

    it('keeps only the faces that draw some character of the page, and every face without a range', () => {
      expect(sources('Web design – Melbourne')).toEqual(['latin', 'mono']);
      expect(sources('Café Ελληνικά')).toEqual(['greek', 'latin', 'mono']);
      // U+1E9E, the capital sharp s: inside the range's wildcard.
      expect(sources('\u1e9e')).toEqual(['latin-ext', 'mono']);
    });

    it('keeps every face when the page text is not given', () => {
      expect(sources()).toEqual(['greek', 'latin', 'latin-ext', 'mono']);
    });

    it("drops the faces of a family that only the page's missing rules name, through a font stack or directly", () => {
      const brands = `
        @font-face{font-family:'Jost';src:url(/jost.woff2)}
        @font-face{font-family:"Oswald";src:url(/oswald.woff2)}
        @font-face{font-family:Inter;src:url(/inter.woff2)}
        :root{--font-body:Inter,system-ui,sans-serif}
        body{font-family:var(--font-body)}
        .jeweller{--font-body:'Jost',Georgia,serif}
        .steel h1{font-family:"Oswald",Impact,sans-serif}
      `;
      const faces = (classes: string[]) =>
        [...usedCss(brands, { classes: new Set(classes) }).matchAll(/url\(\/([\w-]+)\.woff2\)/g)].map(
          ([, name]) => name,
        );
      expect(faces([])).toEqual(['inter']);
      expect(faces(['jeweller'])).toEqual(['jost', 'inter']);
      expect(faces(['steel'])).toEqual(['oswald', 'inter']);
    });
  });
});

describe('withoutFontFaces', () => {
  it('removes the faces drawn from the given files and nothing else', () => {
    expect(
      compact(
        withoutFontFaces(
          '@font-face{font-family:X;src:url(/x.woff2)}@font-face{font-family:X;src:url(/y.woff2)}.a{color:red}@media print{.b{color:#000}}',
          ['/x.woff2'],
        ),
      ),
    ).toBe('@font-face{font-family:X;src:url(/y.woff2)}.a{color:red}@media print{.b{color:#000}}');
  });
});
