import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { findRoute, notFound, routes } from './routes/index.ts';

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
  const route = findRoute(pathname);
  await (route?.page ?? notFound.page).preload();
  // `prerender` waits for every lazy page and Suspense boundary: the HTML is complete.
  const { prelude } = await prerender(<App ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />);
  const markup = await new Response(prelude).text();
  const head = markup.match(leadingHeadTags)?.[0] ?? '';
  return { status: route ? 200 : 404, head, html: markup.slice(head.length) };
}

/** Paths to prerender: every indexed route without parameters. */
export function prerenderPaths(): string[] {
  return routes.filter((route) => route.indexed && !route.path.includes(':')).map((route) => route.path);
}

/** Fills the client build's HTML template with a rendered page. */
export function fillTemplate(template: string, result: RenderResult): string {
  return template.replace('<!--app-head-->', result.head).replace('<!--app-html-->', result.html);
}
