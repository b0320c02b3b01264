import { type APIRequestContext, expect, test } from '@playwright/test';
import { manifest } from './support.ts';

const pages = manifest.routes.flatMap((route) => route.visit);

/** The `href`s of every link and the `id`s of every element in a page's HTML. */
function linksAndIds(html: string) {
  const body = html.slice(html.indexOf('<body'));
  const hrefs = [...body.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  return { hrefs, ids };
}

/** Follows at most one redirect; answers the final status, path and body. */
async function visit(request: APIRequestContext, path: string) {
  let response = await request.get(path, { maxRedirects: 0 });
  let finalPath = path;
  if (response.status() >= 300 && response.status() < 400) {
    const location = response.headers().location ?? '';
    const target = new URL(location, 'http://site.invalid');
    expect(target.origin, `${path} redirects off-site`).toBe('http://site.invalid');
    finalPath = `${target.pathname}${target.search}`;
    response = await request.get(finalPath, { maxRedirects: 0 });
  }
  return { status: response.status(), path: finalPath, html: await response.text() };
}

test('every internal link on every page ends in a 200 and every in-page anchor has a target', async ({ request }) => {
  test.setTimeout(180_000);
  const bodies = new Map<string, Promise<{ status: number; path: string; html: string }>>();
  const load = (path: string) => {
    if (!bodies.has(path)) bodies.set(path, visit(request, path));
    return bodies.get(path) as Promise<{ status: number; path: string; html: string }>;
  };
  const problems: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const { status, html } = await load(page);
    expect(status, `${page} answers`).toBe(200);
    const { hrefs, ids } = linksAndIds(html);
    for (const href of new Set(hrefs)) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site.invalid${page}`);
      const path = `${url.pathname}${url.search}`;
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (url.pathname === page && !url.search && anchor) {
        if (!ids.has(anchor)) problems.push(`${page}: #${anchor} has no target on the page`);
        continue;
      }
      checked++;
      const target = await load(path);
      if (target.status !== 200) {
        problems.push(`${page}: ${href} answers ${target.status}`);
        continue;
      }
      if (anchor && !linksAndIds(target.html).ids.has(anchor)) problems.push(`${page}: ${href} has no #${anchor}`);
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(pages.length);
});

test('every indexed page is reached by following links from the home page', async ({ request }) => {
  test.setTimeout(120_000);
  const routePaths = new Set(manifest.routes.map((route) => route.path));
  // Each route's links to other routes, from every address it is visited at.
  const linksFrom = new Map<string, Set<string>>();
  for (const route of manifest.routes) {
    const targets = new Set<string>();
    for (const path of route.visit) {
      const { status, html } = await visit(request, path);
      expect(status, `${path} answers`).toBe(200);
      for (const href of linksAndIds(html).hrefs) {
        if (/^(https?:|mailto:|tel:)/.test(href)) continue;
        const target = new URL(href, `http://site.invalid${path}`).pathname;
        if (target !== route.path && routePaths.has(target)) targets.add(target);
      }
    }
    linksFrom.set(route.path, targets);
  }
  // A Set iterates what is added while it is iterated: this walks every page a visitor can click through to.
  const reached = new Set(['/']);
  for (const from of reached) for (const to of linksFrom.get(from) ?? []) reached.add(to);
  const unreached = manifest.routes
    .filter((route) => route.indexed && !reached.has(route.path))
    .map((route) => {
      const from = [...linksFrom].filter(([, targets]) => targets.has(route.path)).map(([page]) => page);
      return from.length === 0
        ? `${route.path}: no page links to it`
        : `${route.path}: linked only from ${from.join(', ')}, which no link from the home page reaches`;
    });
  expect(unreached).toEqual([]);
  expect(reached.size).toBeGreaterThan(1);
});

test('links to addresses without a page of their own redirect permanently to the page that has it', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/services/website-design', '/services/custom-website-design'],
    ['/services/before-after', '/before-after'],
  ] as const) {
    const response = await request.get(`${from}?utm_source=test`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`${to}?utm_source=test`);
  }
});
