import { readFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { startProductionServer } from './server.ts';

interface ManifestRoute {
  path: string;
  visit: string[];
}

/** One route per page type: the first concrete path under each top-level segment, and the 404 page. */
function representativePaths(): string[] {
  const { routes } = JSON.parse(readFileSync('site/dist/server/routes.json', 'utf8')) as { routes: ManifestRoute[] };
  const byType = new Map<string, string>();
  for (const route of routes) {
    const type = route.path === '/' ? 'home' : (route.path.split('/')[1] ?? route.path);
    const path = route.visit[0];
    if (path && !byType.has(type)) byType.set(type, path);
  }
  return [...byType.values(), '/no-such-page'];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse mobile preset (simulated throttling) against the production server. */
export const lighthouseBench: Benchmark = {
  name: 'lighthouse',
  needs: 'npm run build',
  async run() {
    const server = await startProductionServer();
    const chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    const rows: BenchRow[] = [];
    try {
      for (const path of representativePaths()) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        const categories = lhr.categories;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const items =
          (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
            ?.items ?? [];
        const bytes = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
        const add = (metric: string, value: number, unit: string, target?: string, ok?: boolean) =>
          rows.push({ benchmark: `lighthouse ${path}`, metric, value, unit, target, ok });
        for (const key of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
          const value = score(categories[key]?.score);
          add(key, value, '', '= 100', value === 100);
        }
        const lcp = audit('largest-contentful-paint');
        const tbt = audit('total-blocking-time');
        const cls = audit('cumulative-layout-shift');
        add('LCP', lcp / 1000, 's', '≤ 1.2', lcp <= 1200);
        add('TBT', tbt, 'ms', '≤ 50', tbt <= 50);
        add('CLS', cls, '', '= 0', cls === 0);
        add('JS transferred', bytes('script'), 'KB');
        add('CSS transferred', bytes('stylesheet'), 'KB');
      }
    } finally {
      chrome.kill();
      await server.stop();
    }
    return rows;
  },
};
