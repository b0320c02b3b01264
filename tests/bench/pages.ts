import { readFileSync } from 'node:fs';

export interface BenchPage {
  path: string;
  /** Kept out of search engines on purpose, so SEO's crawlability (and, for 404, status) audits fail by design. */
  noindex: boolean;
  /** The page holds a lead form (its code may load on first touch). */
  form: boolean;
}

interface ManifestRoute {
  path: string;
  indexed: boolean;
  source: string;
  visit: string[];
}

/** The pages a lead form lives on. */
export const formPages = [
  '/',
  '/book-consultation',
  '/contact-page',
  '/request-demo',
  '/unsubscribe',
  '/client-results',
  '/digital-trends',
  '/careers/senior-web-developer',
];

/** A path no route answers: the not-found page, served with its 404 status. */
export const notFoundPath = '/no-such-page';

/**
 * The pages benchmarks measure: every form page the lead-form work names, one page of each content template (the
 * first route of each source), and the not-found page. `BENCH_PAGES=/,/pricing` picks others.
 */
export function benchPages(): BenchPage[] {
  const { routes } = JSON.parse(readFileSync(`${process.env.SITE_DIST ?? 'site/dist'}/server/routes.json`, 'utf8')) as {
    routes: ManifestRoute[];
  };
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const page = (path: string): BenchPage => ({
    path,
    noindex: !(byPath.get(path)?.indexed ?? false),
    form: formPages.includes(path),
  });
  const chosen = process.env.BENCH_PAGES?.split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (chosen?.length) return chosen.map(page);
  const paths = ['/', '/book-consultation', '/contact-page', '/request-demo', '/unsubscribe'];
  const sources = new Set<string>();
  for (const route of routes) {
    if (sources.has(route.source)) continue;
    sources.add(route.source);
    const path = route.visit[0];
    if (path && !paths.includes(path)) paths.push(path);
  }
  return [...paths.map(page), page(notFoundPath)];
}
