import { describe, expect, it } from 'vitest';
import { htmlText } from '../../src/content/htmlText.ts';
import { markdownToHtml } from './markdown.ts';

describe('article Markdown', () => {
  it('keeps the allowed structure: paragraphs, headings, lists, emphasis, links, breaks', async () => {
    const html = await markdownToHtml(
      '## Speed\n\nA **fast** site is *kind*.  \nNew line.\n\n- one\n- two\n\n1. first\n\n[Pricing](/pricing "Our prices")',
    );
    expect(html).toContain('<h2 id="speed">Speed</h2>');
    expect(html).toContain('<strong>fast</strong>');
    expect(html).toContain('<em>kind</em>');
    expect(html).toContain('<br>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toContain('<a href="/pricing" title="Our prices">Pricing</a>');
  });

  it('anchors each section heading by its words, numbering a repeat', async () => {
    const html = await markdownToHtml(
      '## Core Web Vitals in 2025\n\nText.\n\n## **Why** it matters!\n\n## Why it matters',
    );
    expect(html).toContain('<h2 id="core-web-vitals-in-2025">Core Web Vitals in 2025</h2>');
    expect(html).toContain('<h2 id="why-it-matters"><strong>Why</strong> it matters!</h2>');
    expect(html).toContain('<h2 id="why-it-matters-2">Why it matters</h2>');
  });

  it('puts each h2 and what follows it, up to the next, in a section of its own; the opening stays outside', async () => {
    const html = await markdownToHtml('Opening.\n\n## One\n\nFirst.\n\n### Detail\n\nMore.\n\n## Two\n\n- last');
    expect(html.replace(/\n/g, '')).toBe(
      '<p>Opening.</p><section><h2 id="one">One</h2><p>First.</p><h3>Detail</h3><p>More.</p></section>' +
        '<section><h2 id="two">Two</h2><ul><li>last</li></ul></section>',
    );
  });

  it('drops scripts, styles, frames, objects and embeds written as HTML, with their contents', async () => {
    const html = await markdownToHtml(
      [
        'Before <script>alert("x")</script> after.',
        '<style>body { display: none }</style>',
        '<iframe src="https://evil.example/"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<img src="x" onerror="alert(1)">',
        '<p onclick="steal()">Clicked</p>',
      ].join('\n\n'),
    );
    for (const forbidden of [
      '<script',
      'alert',
      '<style',
      'display: none',
      '<iframe',
      'evil.example',
      '<object',
      '<embed',
      '<img',
      'onerror',
      'onclick',
      'steal',
    ]) {
      expect(html).not.toContain(forbidden);
    }
    expect(htmlText(html)).toContain('Before');
  });

  it('refuses script links and keeps only web, mail and phone addresses', async () => {
    const html = await markdownToHtml(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](vbscript:x) [e](mailto:hello@tallowood.digital) [f](tel:+61391114820)',
    );
    expect(html.toLowerCase()).not.toMatch(/javascript:|data:|vbscript:/);
    expect(html).toContain('href="mailto:hello@tallowood.digital"');
    expect(html).toContain('href="tel:+61391114820"');
  });

  it('keeps no attributes but href, title and target; other sites open in a new tab without a handle on ours', async () => {
    const html = await markdownToHtml(
      '[Core Web Vitals](https://web.dev/articles/vitals) and [our pricing](https://www.tallowood.digital/pricing) and [FAQ](/faq)\n\n<span style="color:red" class="x" id="y" data-x="1">Styled</span>',
    );
    expect(html).toContain(
      '<a href="https://web.dev/articles/vitals" target="_blank" rel="noopener noreferrer">Core Web Vitals<span data-visually-hidden=""> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="https://www.tallowood.digital/pricing">our pricing</a>');
    expect(html).toContain('<a href="/faq">FAQ</a>');
    expect(html).not.toMatch(/style=|class=|id=|data-x/);
    // The note is for screen readers: not words of the article.
    expect(htmlText(html)).toBe('Core Web Vitals and our pricing and FAQ Styled');
  });

  it('drops tables, images, code and quotes to their words', async () => {
    const html = await markdownToHtml(
      '![alt text](/x.png)\n\n> Quoted\n\n```\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).not.toMatch(/<img|<blockquote|<pre|<code|<table/);
  });
});
