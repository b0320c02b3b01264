import { describe, expect, test } from 'vitest';
import type { ContentEntry } from '../../src/content/entry.ts';
import { home as homeContent } from '../../src/content/home.ts';
import { siteLinks } from '../../src/content/siteLinks.ts';
import { loadAllArticles } from './articles.ts';
import { checkLinks, fixedLinkSources } from './links.ts';
import { loadAllEntries } from './load.ts';

const entries = loadAllEntries();
const articles = await loadAllArticles();

/** The entry at a path, with its data changed. */
function changed(path: string, change: (data: ContentEntry['data']) => ContentEntry['data']): ContentEntry[] {
  return entries.map((entry) =>
    entry.path === path ? { ...entry, data: change(structuredClone(entry.data)) } : entry,
  );
}

/** The index of the first block of a type on an entry. */
const blockIndex = (path: string, type: string) =>
  entries.find((entry) => entry.path === path)?.data.blocks.findIndex((block) => block.type === type) ?? -1;

/** The entries with one link of /services/seo-services' call to action pointing at `href`. */
function withCtaLink(field: 'primary' | 'secondary', href: string) {
  return changed('/services/seo-services', (data) => {
    const block = data.blocks[blockIndex('/services/seo-services', 'cta')];
    if (block?.type === 'cta') block[field].href = href;
    return data;
  });
}

describe('every internal link resolves at build', () => {
  test('the content, the articles and the fixed links as they are', () => {
    expect(() => checkLinks(entries, articles)).not.toThrow();
  });

  test('a block link to no page names the file and the field', () => {
    const cta = blockIndex('/services/seo-services', 'cta');
    expect(() => checkLinks(withCtaLink('primary', '/pricng'), articles)).toThrow(
      `services/seo-services.yaml: blocks.${cta}.primary: /pricng is not a page`,
    );
  });

  test('a hero link and a linked card to no page', () => {
    const broken = changed('/pricing', (data) => {
      if (data.hero.secondary) data.hero.secondary.href = '/nowhere';
      return data;
    });
    expect(() => checkLinks(broken, articles)).toThrow('sales/pricing.yaml: hero.secondary: /nowhere is not a page');
  });

  test('an inline link in running copy names the paragraph', () => {
    const prose = blockIndex('/about', 'prose');
    const broken = changed('/about', (data) => {
      const block = data.blocks[prose];
      if (block?.type === 'prose') block.paragraphs[0] = 'See [our prices](/pricing-plans) first.';
      return data;
    });
    expect(() => checkLinks(broken, articles)).toThrow(
      `company/about.yaml: blocks.${prose}.paragraphs.0: /pricing-plans is not a page`,
    );
  });

  test('a link to a section names an id of a block on the target page', () => {
    const cta = blockIndex('/services/seo-services', 'cta');
    expect(() => checkLinks(withCtaLink('secondary', '/pricing#growth-packages'), articles)).not.toThrow();
    expect(() => checkLinks(withCtaLink('secondary', '/pricing#growth-pack'), articles)).toThrow(
      `services/seo-services.yaml: blocks.${cta}.secondary: /pricing#growth-pack: /pricing has no section #growth-pack`,
    );
  });

  test('a redirected address counts as the page it redirects to', () => {
    expect(() => checkLinks(withCtaLink('secondary', '/services/website-design'), articles)).not.toThrow();
  });

  test('a broken link in an article body names the article', () => {
    const [first, ...rest] = articles;
    if (!first) throw new Error('no articles');
    const broken = [{ ...first, html: `${first.html}<p><a href="/servces/seo-services">SEO</a></p>` }, ...rest];
    expect(() => checkLinks(entries, broken)).toThrow(`${first.file}: body: /servces/seo-services is not a page`);
  });

  test('a fixed link (header, footer) to no page names its place in siteLinks.ts', () => {
    const footer = siteLinks.footerGroups.map((group) =>
      group.name === 'Legal'
        ? {
            ...group,
            items: group.items.map((item) => ({ ...item, href: item.href.replace('/terms#', '/terms#no-') })),
          }
        : group,
    );
    const headerCta = { ...siteLinks.headerCta, href: '/book-consult' };
    const check = () =>
      checkLinks(entries, articles, {
        ...fixedLinkSources,
        'siteLinks.ts': { ...siteLinks, headerCta, footerGroups: footer },
      });
    expect(check).toThrow('siteLinks.ts: headerCta.href: /book-consult is not a page');
    expect(check).toThrow(
      'siteLinks.ts: footerGroups.2.items.2.href: /terms#no-refund-policy: /terms has no section #no-refund-policy',
    );
  });

  test("a link in a hand-made page's words names its file and field", () => {
    const system = { ...homeContent.system, pricingLink: { ...homeContent.system.pricingLink, href: '/prices' } };
    const home = { ...homeContent, system };
    expect(() => checkLinks(entries, articles, { ...fixedLinkSources, 'home.ts': { home } })).toThrow(
      'home.ts: home.system.pricingLink.href: /prices is not a page',
    );
  });
});
