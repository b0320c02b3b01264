/**
 * Permanent redirects (308) for addresses other pages link to that have no page of their own. The server
 * answers them before pages; the link check follows at most one of them.
 */
import { articleCategories } from '../content/articleCategories.ts';

/** A blog category's page. */
export const categoryPath = (id: string) => `/digital-trends/category/${id}`;

const redirects: Readonly<Record<string, string>> = {
  '/services/website-design': '/services/custom-website-design',
  '/services/before-after': '/before-after',
  '/digital-trends/content-marketing': categoryPath('content-marketing'),
};

/** Where an unknown blog category goes: one page, not a copy of it at every address. */
const fallbackCategoryPath = categoryPath('branding');

const knownCategories = new Set(articleCategories.map((category) => categoryPath(category.id)));

/** The permanent redirect for a path, if it has one: the table, then any unknown blog category. */
export function redirectFor(path: string): string | undefined {
  const listed = redirects[path];
  if (listed) return listed;
  if (/^\/digital-trends\/category\/[^/]+$/.test(path) && !knownCategories.has(path)) return fallbackCategoryPath;
  return undefined;
}
