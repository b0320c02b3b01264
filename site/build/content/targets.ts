/**
 * The route table as the build sees it, for checking links before any page is rendered: every address the route
 * index (`index.ts`) serves, from the same sources (hand-made pages, content entries, blog categories, articles),
 * with the ids a link may point at where content names them. Pure data and functions, so Node can use it.
 */
import { articleCategories } from '../../src/content/articleCategories.ts';
import { handMadePages } from '../../src/content/handMadePages.ts';
import { categoryPath, redirectFor } from '../../src/routes/redirects.ts';

/** Each address and the ids on its page, or `undefined` where the ids are not known before rendering. */
export type RouteTargets = ReadonlyMap<string, ReadonlySet<string> | undefined>;

export function routeTargets(
  entries: readonly { path: string; ids: readonly string[] }[],
  articles: readonly { path: string }[],
): RouteTargets {
  return new Map<string, ReadonlySet<string> | undefined>([
    ...handMadePages.map((page) => [page.path, undefined] as const),
    ...entries.map((entry) => [entry.path, new Set(entry.ids)] as const),
    ...articleCategories.map((category) => [categoryPath(category.id), undefined] as const),
    ...articles.map((article) => [article.path, undefined] as const),
  ]);
}

/**
 * What is wrong with an internal link on the page at `from`, if anything: its path must be a page (or redirect to
 * one, as the server does), and an in-page target (`#id`) must be an id of that page where the ids are known.
 * Links off the site (`https:`, `mailto:`, `tel:`) are not checked.
 */
export function linkProblem(href: string, from: string, targets: RouteTargets): string | undefined {
  if (/^(https?:|mailto:|tel:)/.test(href)) return undefined;
  const url = new URL(href, `http://site.invalid${from}`);
  const path = redirectFor(url.pathname) ?? url.pathname;
  if (!targets.has(path)) return `${href} is not a page`;
  const id = decodeURIComponent(url.hash.slice(1));
  const ids = targets.get(path);
  if (id && ids && !ids.has(id)) return `${href}: ${path} has no section #${id}`;
  return undefined;
}
