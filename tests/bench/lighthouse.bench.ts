import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { benchPages, notFoundPath } from './pages.ts';
import { startProductionServer } from './server.ts';

/** Runs per page; Lighthouse's own guidance is to take the median, since single runs vary. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** SEO audits that a deliberately unindexed page fails. */
const byDesignForNoindex = new Set(['is-crawlable', 'http-status-code']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Whether the console's only errors are the browser reporting the page's own 404 status, which the not-found page
 * answers on purpose.
 */
function onlyOwnNotFound(details: unknown): boolean {
  const items = (details as { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] })
    ?.items;
  return Boolean(
    items?.length &&
      items.every(
        (item) =>
          item.source === 'network' &&
          item.description?.includes('status of 404') &&
          new URL(item.sourceLocation?.url ?? 'x:').pathname === notFoundPath,
      ),
  );
}

interface RunFigures {
  scores: Record<(typeof categories)[number], number>;
  seoFailing: string[];
  /** Best-practice audits failed for another reason than the not-found page's own 404 in the console. */
  practicesFailing: string[];
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  cssKb: number;
}

/**
 * Lighthouse mobile preset (simulated throttling) against the production server; medians of `LIGHTHOUSE_RUNS` (5).
 * `BENCH_PAGES` picks the pages (see `benchPages`).
 */
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
      for (const page of benchPages()) {
        const figures: RunFigures[] = [];
        for (let run = 0; run < runs; run++) {
          // Lighthouse now and then loses the trace of a load (NO_NAVSTART); that run is taken again.
          let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
          for (let attempt = 1; ; attempt++) {
            const result = await lighthouse(
              `${server.url}${page.path}`,
              { port: chrome.port, output: 'json', logLevel: 'error' },
              // The not-found page answers 404 on purpose; audit it anyway.
              { extends: 'lighthouse:default', settings: { ignoreStatusCode: true } },
            );
            const error = !result?.lhr || result.lhr.runtimeError;
            if (!error) {
              lhr = result.lhr;
              break;
            }
            if (attempt === 3)
              throw new Error(`Lighthouse failed on ${page.path}: ${result?.lhr?.runtimeError?.message}`);
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const items =
            (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
              ?.items ?? [];
          const kb = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
          figures.push({
            scores: Object.fromEntries(
              categories.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
            ) as RunFigures['scores'],
            seoFailing: (lhr.categories.seo?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
              .map((ref) => ref.id),
            practicesFailing: (lhr.categories['best-practices']?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
              .filter((ref) => ref.id !== 'errors-in-console' || !onlyOwnNotFound(lhr.audits[ref.id]?.details))
              .map((ref) => ref.id),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            jsKb: kb('script'),
            cssKb: kb('stylesheet'),
          });
        }
        const add = (metric: string, value: number, unit: string, target?: string, ok?: boolean) =>
          rows.push({ benchmark: `lighthouse ${page.path}`, metric, value, unit, target, ok });
        for (const key of categories) {
          const value = median(figures.map((figure) => figure.scores[key]));
          if (key === 'seo' && page.noindex) {
            // Every SEO audit but the deliberate noindex (and 404 status) must pass.
            const unexpected = [...new Set(figures.flatMap((f) => f.seoFailing))].filter(
              (id) => !byDesignForNoindex.has(id),
            );
            add('seo (noindex by design)', value, '', 'only noindex audits fail', unexpected.length === 0);
            continue;
          }
          if (key === 'best-practices' && page.path === notFoundPath && value < 100) {
            const unexpected = [...new Set(figures.flatMap((f) => f.practicesFailing))];
            add(
              'best-practices (404 by design)',
              value,
              '',
              'only its own 404 in the console',
              unexpected.length === 0,
            );
            continue;
          }
          add(key, value, '', '= 100', value === 100);
        }
        const lcp = median(figures.map((figure) => figure.lcp));
        const tbt = median(figures.map((figure) => figure.tbt));
        const cls = median(figures.map((figure) => figure.cls));
        add('LCP', lcp / 1000, 's', '≤ 1.2', lcp <= 1200);
        add('TBT', tbt, 'ms', '≤ 50', tbt <= 50);
        add('CLS', cls, '', '= 0', cls === 0);
        const js = median(figures.map((figure) => figure.jsKb));
        // Lighthouse neither scrolls nor touches the page: this is the script a visitor runs before interacting.
        if (page.form) add('JS transferred', js, 'KB');
        else add('JS transferred (no form)', js, 'KB', '≤ 30', js <= 30);
        add('CSS transferred', median(figures.map((figure) => figure.cssKb)), 'KB');
      }
    } finally {
      chrome.kill();
      await server.stop();
    }
    return rows;
  },
};
