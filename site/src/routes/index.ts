/**
 * The route index: every concrete address of the site and how to load its page. Hand-made pages come from
 * `content/handMadePages.ts`, the rest from the content collections (`virtual:content-index`); the router, prerender,
 * sitemap, search and route-wide tests all read it. Page bodies and heads are lazy chunks.
 */

import { articleIndex } from 'virtual:article-index';
import { contentIndex } from 'virtual:content-index';
import type { ComponentType } from 'react';
import { articleCategories } from '../content/articleCategories.ts';
import { demoLoaders, demoPath } from '../content/demos/demoIndex.ts';
import type { handMadePages } from '../content/handMadePages.ts';
import { type LazyPage, lazyPage, type ResolvedPage } from './lazyPage.ts';
import { categoryPath } from './redirects.ts';

export interface RouteEntry {
  path: string;
  page: LazyPage;
  /**
   * What frames the page: the site's own (banner, header, footer, calls to action), or, for a client's demo, the
   * agency's bar alone, so the client's site stands as its own.
   * @default 'site'
   */
  frame?: 'site' | 'demo';
}

type PageModule = Promise<{ default: ComponentType }>;
type HandMadePath = (typeof handMadePages)[number]['path'];

// Paths and code only: each page's head arrives with its chunk, so first loads never carry every page's words.
const pageModules: Record<HandMadePath, () => PageModule> = {
  '/': () => import('../pages/HomePage.tsx'),
  '/contact-page': () => import('../pages/ContactPage.tsx'),
  '/contact': () => import('../pages/ContactPage.tsx'),
  '/book-consultation': () => import('../pages/BookConsultationPage.tsx'),
  '/request-demo': () => import('../pages/RequestDemoPage.tsx'),
  '/unsubscribe': () => import('../pages/UnsubscribePage.tsx'),
  '/digital-trends': () => import('../pages/DigitalTrendsPage.tsx'),
  '/newsletter/confirmed': () => import('../pages/NewsletterConfirmedPage.tsx'),
  '/search': () => import('../pages/SearchPage.tsx'),
};

const handMade: RouteEntry[] = Object.entries(pageModules).map(([path, load]) => ({
  path,
  page: lazyPage(async (): Promise<ResolvedPage> => {
    const [module, { handMadePages: heads }] = await Promise.all([load(), import('../content/handMadePages.ts')]);
    const head = heads.find((item) => item.path === path);
    if (!head) throw new Error(`No head for ${path} in content/handMadePages.ts`);
    return {
      Component: module.default,
      source: 'page',
      head,
    };
  }),
}));

const collected: RouteEntry[] = contentIndex.map((entry) => ({
  path: entry.path,
  page: lazyPage(() =>
    Promise.all([import('../templates/ContentPage.tsx'), entry.load()]).then(([template, content]) =>
      template.resolveContentPage(content),
    ),
  ),
}));

const articles: RouteEntry[] = articleIndex.map((entry) => ({
  path: entry.path,
  page: lazyPage(() =>
    Promise.all([import('../templates/ArticlePage.tsx'), entry.load()]).then(([template, article]) =>
      template.resolveArticlePage(article),
    ),
  ),
}));

/** The blog's category pages: one per category, each its own address (no page for an unknown one). */
const categories: RouteEntry[] = articleCategories.map((category) => ({
  path: categoryPath(category.id),
  page: lazyPage(() =>
    import('../templates/ArticleCategoryPage.tsx').then((template) => template.resolveCategoryPage(category.id)),
  ),
}));

/** Each portfolio project's demo of its client's site, under its case study (not indexed). */
const demos: RouteEntry[] = Object.entries(demoLoaders).map(([project, load]) => ({
  path: demoPath(project),
  frame: 'demo',
  page: lazyPage(() =>
    Promise.all([import('../templates/DemoPage.tsx'), load()]).then(([template, demo]) =>
      template.resolveDemoPage(demo),
    ),
  ),
}));

export const routes: readonly RouteEntry[] = [...handMade, ...collected, ...demos, ...categories, ...articles];

const byPath = new Map(routes.map((route) => [route.path, route]));

/** The page for unknown paths (answered with HTTP 404, never indexed). */
const notFound: LazyPage = lazyPage(() =>
  Promise.all([import('../pages/NotFoundPage.tsx'), import('../content/handMadePages.ts')]).then(
    ([module, { notFoundHead }]) => ({
      Component: module.default,
      source: 'page',
      head: notFoundHead,
    }),
  ),
);

/** The route of a path, if the site has a page there. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(pathname);
}

/** What frames the page at a path. */
export function frameFor(pathname: string): NonNullable<RouteEntry['frame']> {
  return findRoute(pathname)?.frame ?? 'site';
}

/** The page for a path (the not-found page when none matches). */
export function pageFor(pathname: string): LazyPage {
  return findRoute(pathname)?.page ?? notFound;
}
