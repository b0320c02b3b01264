import { themeInitScript } from '@tallowood/design-system';
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { siteUrl } from './config/site.ts';
import { preloadIslands } from './islands/island.tsx';
import { findRoute, pageFor, routes } from './routes/index.ts';

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

/** Renders a URL to its status, head tags and body HTML. */
export async function render(url: string): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  await pageFor(pathname).preload();
  // The page's islands render in full on the server; the browser wakes them when wanted.
  await preloadIslands();
  // `prerender` waits for every lazy page and Suspense boundary: the HTML is complete.
  const { prelude } = await prerender(<App ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />, {
    // Every boundary inline, however large: React would otherwise move big ones to the end of the
    // document behind an inline script, which the page's CSP forbids and no-JS visitors never see.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const markup = await new Response(prelude).text();
  const head = markup.match(leadingHeadTags)?.[0] ?? '';
  return { status: findRoute(pathname) ? 200 : 404, head, html: markup.slice(head.length) };
}

/** The client build's HTML with what every page shares: the theme is applied before first paint. */
export function prepareTemplate(raw: string): string {
  // Replacer functions: a string replacement would read `$$`, `$&` … in the inserted text as patterns.
  return raw.replace('<!--theme-script-->', () => `<script>${themeInitScript('theme')}</script>`);
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
  /** Concrete paths to visit: the path itself, or samples of a pattern. */
  visit: readonly string[];
}

/** The route table as data, with the origin canonical URLs use (written to `dist/server/routes.json`). */
export function routeManifest(): { siteUrl: string; routes: RouteManifestEntry[] } {
  return {
    siteUrl,
    routes: routes.map((route) => ({
      path: route.path,
      title: route.title,
      description: route.description,
      indexed: route.indexed,
      visit: route.path.includes(':') ? (route.samples ?? []) : [route.path],
    })),
  };
}

/** Paths to prerender: every indexed route without parameters. */
export function prerenderPaths(): string[] {
  return routes.filter((route) => route.indexed && !route.path.includes(':')).map((route) => route.path);
}

export function sitemapXml(): string {
  const urls = prerenderPaths()
    .map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
