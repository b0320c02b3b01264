import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { type LazyPage, lazyPage } from './lazyPage.ts';

/** One entry of the route table: the single source for router, prerender, sitemap and route-wide tests. */
export interface RouteEntry {
  /** wouter pattern, e.g. `/services/:slug`. */
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** Prerendered and listed in the sitemap. */
  indexed: boolean;
  page: LazyPage;
}

export const routes: RouteEntry[] = [
  {
    path: '/',
    title: 'Tallowood Digital | Websites That Win Clients, Live in 48 Hours | Melbourne',
    description:
      'Melbourne web design agency: we build conversion-focused websites for local businesses in 48 hours, with SEO, funnels and AI automation.',
    keywords: ['web design Melbourne', '48 hour website', 'small business website'],
    indexed: true,
    page: lazyPage(() => import('../pages/HomePage.tsx')),
  },
];

/** The page for unknown paths (answered with HTTP 404). */
export const notFound = {
  title: 'Page Not Found | Tallowood Digital',
  description: 'The page you were looking for could not be found.',
  page: lazyPage(() => import('../pages/NotFoundPage.tsx')),
};

/** The route a path belongs to, matching wouter's patterns. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routes.find((route) => matchRoute(parse, route.path, pathname)[0]);
}
