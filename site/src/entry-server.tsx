import { articleCards } from 'virtual:article-cards';
import { themeInitScript } from '@tallowood/design-system';
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { business } from './config/business.ts';
import { siteUrl } from './config/site.ts';
import { categoryName } from './content/articleMeta.ts';
import { isLeadFormName, type PostedFormState, sentParameter } from './forms/leadFormNames.ts';
import { codeAfterFirstPaint } from './islands/firstScript.ts';
import { preloadIslands } from './islands/island.tsx';
import { postedFormScript } from './lead-forms/posted.ts';
import { findRoute, pageFor, routes } from './routes/index.ts';
import type { ResolvedPage } from './routes/lazyPage.ts';
import { registerServerArt } from './templates/Art.tsx';
import ArtDrawing from './templates/ArtDrawing.tsx';
import { artFiles } from './templates/artFiles.tsx';

export { artDrawings } from './templates/artFiles.tsx';

registerServerArt({ Drawing: ArtDrawing, files: artFiles });

export interface RenderResult {
  /** HTTP status: 200 for a route of the table, 404 otherwise. */
  status: number;
  /** Tags for `<head>`: title, meta, canonical. */
  head: string;
  /** The body markup that goes inside `#root`. */
  html: string;
}

// React emits hoistable tags (title, meta, link) first when it renders a fragment; they belong in <head>.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

const structuredDataTags = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

/** The sent view a stored HTML post is redirected to (`?sent=<form>`), if the URL asks for one. */
function sentState(pathname: string, search: URLSearchParams): PostedFormState | undefined {
  const form = search.get(sentParameter);
  return isLeadFormName(form) ? { form, path: pathname, outcome: 'sent' } : undefined;
}

/**
 * Renders a URL to its status, head tags and body HTML; `posted` is a form the visitor posted without scripts
 * that came back with problems, shown with its values and messages.
 */
export async function render(url: string, posted?: PostedFormState): Promise<RenderResult> {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const state = posted ?? sentState(pathname, searchParams);
  await pageFor(pathname).preload();
  // The page's islands render in full on the server; the browser wakes them when wanted.
  await preloadIslands();
  // `prerender` waits for every lazy page and Suspense boundary: the HTML is complete.
  const { prelude } = await prerender(
    <App ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} {...(state ? { posted: state } : {})} />,
    {
      // Every boundary inline, however large: React would otherwise move big ones to the end of the
      // document behind an inline script, which the page's CSP forbids and no-JS visitors never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await new Response(prelude).text();
  const leading = markup.match(leadingHeadTags)?.[0] ?? '';
  // Structured data is rendered on the server only; it belongs in <head>, outside what the browser hydrates.
  const jsonLd = [...markup.matchAll(structuredDataTags)].map((match) => match[0]);
  const html = markup.slice(leading.length).replace(structuredDataTags, '');
  // The browser hydrates the form from the same state the server rendered it with.
  const postedScript = state ? postedFormScript(state) : '';
  return { status: findRoute(pathname) ? 200 : 404, head: leading + jsonLd.join('') + postedScript, html };
}

/** React Aria's rule for what it makes pressable, under the id it looks for before adding its own. */
const pressStyleId = 'react-aria-pressable-style';
const pressStyle = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

/**
 * The client build's HTML with what every page shares: the theme is applied before first paint, the code is asked
 * for after it.
 */
export function prepareTemplate(raw: string): string {
  // Replacer functions: a string replacement would read `$$`, `$&` … in the inserted text as patterns.
  return codeAfterFirstPaint(
    raw
      .replace('<!--theme-script-->', () => `<script>${themeInitScript('theme')}</script>`)
      // React Aria adds this rule on its first render unless the document has it. Sent with the page, a tap skips
      // the double-tap delay before any code runs, and no cascade layer arrives at hydration: one would restyle
      // every element, and a page painted in the fallback font would switch to Inter (loaded meanwhile) and move
      // under the visitor's finger.
      .replace('<!--press-style-->', () => `<style id="${pressStyleId}">${pressStyle}</style>`),
  );
}

/** Fills the prepared template with a rendered page. */
export function fillTemplate(template: string, result: RenderResult): string {
  // Replacer functions keep `$$` (the JSON-LD price range) and any other `$` pattern in content as written.
  return template.replace('<!--app-head-->', () => result.head).replace('<!--app-html-->', () => result.html);
}

/** What route-wide checks need to know of each route. */
export interface RouteManifestEntry {
  path: string;
  title: string;
  description: string;
  indexed: boolean;
  /** Where the page comes from: `page` (hand-made) or the template of its collection. */
  source: ResolvedPage['source'];
  /** Concrete paths to visit. */
  visit: readonly string[];
}

/** Every route with its head, loading each page once. */
async function routeHeads() {
  return Promise.all(
    routes.map(async (route) => {
      const { head, source } = await route.page.preload();
      return { route, head, source };
    }),
  );
}

/** The route table as data, with the origin canonical URLs use (written to `dist/server/routes.json`). */
export async function routeManifest(): Promise<{ siteUrl: string; routes: RouteManifestEntry[] }> {
  return {
    siteUrl,
    routes: (await routeHeads()).map(({ route, head, source }) => ({
      path: route.path,
      title: head.title,
      description: head.description,
      indexed: head.indexed,
      source,
      visit: [route.path],
    })),
  };
}

/** Pages that depend on the request (the query), so the server renders them each time. */
export const renderedOnRequest: ReadonlySet<string> = new Set(['/search']);

/**
 * Paths to prerender: every route, indexed or not, but those rendered on request. The server serves
 * them from memory, with the not-found page (`notFoundPath`, written as `404.html`) for unknown paths.
 */
export async function prerenderPaths(): Promise<string[]> {
  return routes.map((route) => route.path).filter((path) => !renderedOnRequest.has(path));
}

/** A path no route has: rendering it gives the not-found page. */
export const notFoundPath = '/404';

export async function sitemapXml(): Promise<string> {
  const urls = (await routeHeads())
    .filter(({ head }) => head.indexed)
    .map(({ route, head }) => {
      const lastModified = head.lastModified ? `<lastmod>${head.lastModified}</lastmod>` : '';
      return `  <url><loc>${new URL(route.path, siteUrl).href}</loc>${lastModified}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The blog's RSS 2.0 feed: every article, newest first (written to `digital-trends/rss.xml`). */
export function rssXml(): string {
  const feed = new URL('/digital-trends/rss.xml', siteUrl).href;
  const rfc822 = (day: string) => new Date(`${day}T09:00:00+10:00`).toUTCString();
  const items = articleCards
    .map((article) => {
      const link = new URL(article.path, siteUrl).href;
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        `      <category>${escapeXml(categoryName(article.category))}</category>`,
        `      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
        `      <pubDate>${rfc822(article.published)}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const latest =
    articleCards
      .map((article) => article.updated ?? article.published)
      .sort()
      .at(-1) ?? '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Digital Trends | ${escapeXml(business.name)}</title>
    <link>${new URL('/digital-trends', siteUrl).href}</link>
    <description>Practical articles on web design, SEO, branding and digital marketing for Australian small businesses.</description>
    <language>en-au</language>
    <lastBuildDate>${latest ? rfc822(latest) : new Date(0).toUTCString()}</lastBuildDate>
    <atom:link href="${feed}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
