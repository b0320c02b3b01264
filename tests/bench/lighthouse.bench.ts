import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { type Benchmark, type BenchRow, median } from './harness.ts';
import { benchPages, notFoundPath, peerPaths, templatePages } from './pages.ts';
import { startProductionServer } from './server.ts';

/** Runs per page; Lighthouse's own guidance is to take the median, since single runs vary. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** SEO audits that a deliberately unindexed page fails. */
const byDesignForNoindex = new Set(['is-crawlable', 'http-status-code']);

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
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  cssKb: number;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of `url` in the browser listening on `port`. */
async function audit(url: string, port: number): Promise<Report> {
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART); that run is taken again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      // The not-found page answers 404 on purpose; audit it anyway.
      { extends: 'lighthouse:default', settings: { ignoreStatusCode: true } },
    );
    if (result?.lhr && !result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
  }
}

function figuresOf(lhr: Report): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ??
    [];
  const kb = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
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
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: kb('script'),
    cssKb: kb('stylesheet'),
  };
}

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/**
 * The peer's figure beside ours: for scores (and CLS, a small unitless sum), ours minus the peer's; for times and
 * sizes, ours over the peer's, which a faster or slower machine moves far less than either figure alone. Where the
 * peer's figure is 0, the difference.
 */
function versus(ours: number, peer: number, unit: string, kind: 'difference' | 'ratio'): Record<string, string> {
  const difference = () => {
    const delta = Number((ours - peer).toFixed(3));
    return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${format(Math.abs(delta))} ${unit}`.trim();
  };
  const compared = kind === 'ratio' && peer > 0 ? `×${(ours / peer).toFixed(2)}` : difference();
  return { peer: `${format(peer)} ${unit}`.trim(), 'ours vs peer': compared };
}

/**
 * Lighthouse mobile preset (simulated throttling) against the production server; medians of `LIGHTHOUSE_RUNS` (5).
 * `BENCH_PAGES` picks the pages (see `benchPages`). With `PEER_URL` (and optionally `PEER_PAGES`, see `peerPaths`) it
 * audits every template and the peer's page of the same kind beside each, interleaved in one browser (ours, the
 * peer's, the next page's…, run after run), and prints the peer's medians and how ours compare.
 */
export const lighthouseBench: Benchmark = {
  name: 'lighthouse',
  needs: 'npm run build',
  async run() {
    const peer = peerPaths();
    const pages = peer ? templatePages() : benchPages();
    const server = await startProductionServer();
    const chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    const rows: BenchRow[] = [];
    try {
      const ours = new Map<string, RunFigures[]>(pages.map((page) => [page.path, []]));
      const theirs = new Map<string, RunFigures[]>();
      for (let run = 0; run < runs; run++) {
        for (const page of pages) {
          const figures = figuresOf(await audit(`${server.url}${page.path}`, chrome.port));
          ours.get(page.path)?.push(figures);
          const peerPath = peer?.pathFor(page.path);
          if (!peer || !peerPath) continue;
          const peerFigures = figuresOf(await audit(`${peer.url}${peerPath}`, chrome.port));
          theirs.set(page.path, [...(theirs.get(page.path) ?? []), peerFigures]);
          console.log(
            `  run ${run + 1}/${runs} ${page.path}: perf ${figures.scores.performance}, TBT ${Math.round(figures.tbt)} ms` +
              ` · peer ${peerPath}: perf ${peerFigures.scores.performance}, TBT ${Math.round(peerFigures.tbt)} ms`,
          );
        }
      }
      for (const page of pages) {
        const figures = ours.get(page.path) ?? [];
        const peerFigures = theirs.get(page.path);
        const peerPath = peer?.pathFor(page.path);
        const label = peerFigures ? `lighthouse ${page.path} vs ${peerPath}` : `lighthouse ${page.path}`;
        /** Our median of a figure, with the peer's beside it when there is one. */
        const figure = (pick: (f: RunFigures) => number, scale: number, unit: string, kind: 'difference' | 'ratio') => {
          const value = median(figures.map(pick));
          return {
            value,
            extra: peerFigures && versus(value / scale, median(peerFigures.map(pick)) / scale, unit, kind),
          };
        };
        const add = (
          metric: string,
          { value, extra }: { value: number; extra?: Record<string, string> },
          unit: string,
          target?: string,
          ok?: boolean,
        ) => rows.push({ benchmark: label, metric, value, unit, target, ok, extra });
        for (const key of categories) {
          const score = figure((f) => f.scores[key], 1, '', 'difference');
          if (key === 'seo' && page.noindex) {
            // Every SEO audit but the deliberate noindex (and 404 status) must pass.
            const unexpected = [...new Set(figures.flatMap((f) => f.seoFailing))].filter(
              (id) => !byDesignForNoindex.has(id),
            );
            add('seo (noindex by design)', score, '', 'only noindex audits fail', unexpected.length === 0);
            continue;
          }
          if (key === 'best-practices' && page.path === notFoundPath && score.value < 100) {
            const unexpected = [...new Set(figures.flatMap((f) => f.practicesFailing))];
            add(
              'best-practices (404 by design)',
              score,
              '',
              'only its own 404 in the console',
              unexpected.length === 0,
            );
            continue;
          }
          add(key, score, '', '= 100', score.value === 100);
        }
        const fcp = figure((f) => f.fcp, 1000, 's', 'ratio');
        const lcp = figure((f) => f.lcp, 1000, 's', 'ratio');
        const tbt = figure((f) => f.tbt, 1, 'ms', 'ratio');
        const cls = figure((f) => f.cls, 1, '', 'difference');
        add('FCP', { ...fcp, value: fcp.value / 1000 }, 's');
        add('LCP', { ...lcp, value: lcp.value / 1000 }, 's', '≤ 1.2', lcp.value <= 1200);
        add('TBT', tbt, 'ms', '≤ 50', tbt.value <= 50);
        add('CLS', cls, '', '= 0', cls.value === 0);
        const js = figure((f) => f.jsKb, 1, 'KB', 'ratio');
        // Lighthouse neither scrolls nor touches the page: this is the script a visitor runs before interacting.
        if (page.form) add('JS transferred', js, 'KB');
        else add('JS transferred (no form)', js, 'KB', '≤ 30', js.value <= 30);
        add(
          'CSS transferred',
          figure((f) => f.cssKb, 1, 'KB', 'ratio'),
          'KB',
        );
      }
    } finally {
      chrome.kill();
      await server.stop();
    }
    return rows;
  },
};
