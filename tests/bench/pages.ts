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

/** The site's routes, from the build's manifest. */
export function readRoutes(): ManifestRoute[] {
  const manifest = `${process.env.SITE_DIST ?? 'site/dist'}/server/routes.json`;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { routes: ManifestRoute[] }).routes;
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
  const routes = readRoutes();
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

/**
 * Every template the comparison covers: each page of its own (pricing, FAQ, the form pages…), the first page of each
 * template that has many (service, industry, article…), every form page and the not-found page.
 */
export function templatePages(): BenchPage[] {
  const listed = benchPages();
  if (process.env.BENCH_PAGES?.trim()) return listed;
  const routes = readRoutes();
  const indexed = new Map(routes.map((route) => [route.path, route.indexed]));
  const own = routes.filter((route) => route.source === 'page' || route.source === 'sales').map((route) => route.path);
  const more = [...own, ...formPages].filter((path) => !listed.some((page) => page.path === path));
  return [
    ...listed.slice(0, -1),
    ...[...new Set(more)].map((path) => ({
      path,
      noindex: !(indexed.get(path) ?? false),
      form: formPages.includes(path),
    })),
    // The not-found page stays last, as in `benchPages`.
    ...listed.slice(-1),
  ];
}

/**
 * The peer's page of the same kind as each of ours, by our path or, for templates with many pages, by the template
 * (the manifest's source). These are AstroWind's paths. Where it has no page of the kind, the nearest: its personal
 * home (a portfolio of work) for ours and its case studies, its own home for a client's demo site, its SaaS and
 * startup homes (figures, then before-and-after stories) for client results and before/after, its pricing page (which
 * ends in its FAQ) for the FAQ, its about page for careers, its contact form for a job's application, and its
 * subscription and sign-up landings for the newsletter pages.
 */
const astrowindPages: Record<string, string> = {
  '/': '/',
  '/pricing': '/pricing',
  '/contact-page': '/contact',
  '/contact': '/contact',
  '/request-demo': '/contact',
  '/book-consultation': '/landing/lead-generation',
  '/digital-trends': '/blog',
  '/search': '/blog',
  '/terms': '/terms',
  '/portfolio': '/homes/personal',
  '/client-results': '/homes/saas',
  '/before-after': '/homes/startup',
  '/faq': '/pricing',
  '/careers': '/about',
  '/unsubscribe': '/landing/subscription',
  '/newsletter/confirmed': '/landing/pre-launch',
  [notFoundPath]: '/no-such-page',
  job: '/contact',
  'case-study': '/homes/personal',
  demo: '/',
  service: '/services',
  landing: '/landing/lead-generation',
  solution: '/landing/product',
  industry: '/homes/saas',
  about: '/about',
  legal: '/privacy',
  category: '/category/tutorials',
  article: '/get-started-website-with-astro-tailwind-css',
};

/**
 * The peer to compare with: `PEER_URL` (its origin) and, per page of ours, the peer's path: `PEER_PAGES=/faq=/pricing,…`
 * (ours=peer pairs) first, then `astrowindPages`. Undefined without `PEER_URL`.
 */
export function peerPaths(): { url: string; pathFor: (ours: string) => string | undefined } | undefined {
  const url = process.env.PEER_URL?.trim().replace(/\/$/, '');
  if (!url) return undefined;
  const routes = readRoutes();
  const sourceOf = new Map(routes.map((route) => [route.path, route.source]));
  const chosen = new Map(
    (process.env.PEER_PAGES ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0] && pair[1])),
  );
  return {
    url,
    pathFor: (ours) => chosen.get(ours) ?? astrowindPages[ours] ?? astrowindPages[sourceOf.get(ours) ?? ''],
  };
}
