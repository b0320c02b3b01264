import { describe, expect, it } from 'vitest';
import { sheetOptions, usedSheetInliner } from './inline-css.ts';

const css =
  '@font-face{font-family:Inter;src:url(/assets/inter-subset.woff2)}' +
  '.root{color:red}.unused{color:blue}.card .title{font-weight:700}@media (width>=1024px){.root{color:green}}';
const template = `<html><head><style>${css}</style></head><body>BODY</body></html>`;
const options = sheetOptions(template, {
  wholeCssUrl: '/assets/style-abc.css',
  subsetUrl: '/assets/inter-subset.woff2',
});
const page = (body: string) => template.replace('BODY', body);

describe('a page’s inline sheet', () => {
  it('keeps only the rules its markup can match, and names the whole sheet for its code', () => {
    const inline = usedSheetInliner(options);
    const html = inline(page('<p class="root">Hello</p>'));
    const style = /<style data-stylesheet="\/assets\/style-abc\.css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.root{color:red}');
    expect(style).toContain('@media (width>=1024px){.root{color:green}}');
    expect(style).toContain('/assets/inter-subset.woff2');
    expect(style).not.toContain('.unused');
    expect(style).not.toContain('.title');
    expect(html).toContain('<p class="root">Hello</p>');
  });

  it('gives pages with other markup other rules, whatever it computed before', () => {
    const inline = usedSheetInliner(options);
    inline(page('<p class="root">Hello</p>'));
    const card = inline(page('<div class="card"><h2 class="title">Hi</h2></div>'));
    expect(card).toContain('.card .title{font-weight:700}');
    expect(card).not.toContain('.root{color:red}');
    expect(inline(page('<p class="root">Hello</p>'))).toContain('.root{color:red}');
  });

  it('refuses a page that does not carry the template’s sheet', () => {
    expect(() => usedSheetInliner(options)('<p class="root">Hello</p>')).toThrow(/stylesheet/);
  });
});
