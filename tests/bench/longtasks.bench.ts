import { type Browser, chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { benchPages, peerPaths, templatePages } from './pages.ts';
import { startProductionServer } from './server.ts';

/** Loads per page; the run with the median blocking time is reported. */
const runs = Number(process.env.LONGTASKS_RUNS ?? 3);
/** How long the page is watched after its load event: anything the page starts by itself at load shows by then. */
const settleMs = 3000;
/**
 * A page of the same site opened first on the same phone (`LONGTASKS_FROM`, a path such as `/`), so each page is
 * measured as a visitor's next page: fonts, code and pictures the site shares already in the browser's cache.
 */
const fromPath = process.env.LONGTASKS_FROM;
/** The main thread's task length that counts as long (the Long Tasks API's and Lighthouse's threshold). */
const longMs = 50;

/** The timeline categories DevTools' performance panel records, enough to attribute a task's time. */
const traceCategories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.compile',
];

type Kind = 'style' | 'layout' | 'parse HTML' | 'script' | 'paint' | 'other';

/** What each timeline event's own time is spent on; time in an event not named here goes to its parent's kind. */
const kindOf: Record<string, Kind> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.produceCache': 'script',
  'V8.CompileCode': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  V8Console: 'script',
  Paint: 'paint',
  PaintImage: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
  'Decode LazyPixelRef': 'paint',
};

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: { isLoadingMainFrame?: boolean; navigationId?: string } };
}

/** A timed span on the main thread, in ms from navigation start. */
interface Span {
  name: string;
  start: number;
  end: number;
}

interface LongTask {
  start: number;
  duration: number;
  /** Milliseconds by kind. */
  spent: Map<Kind, number>;
}

interface Load {
  fcp: number;
  tasks: LongTask[];
  /** Sum of each task's time past 50 ms, counting only what falls after first contentful paint (as Lighthouse does). */
  blocking: number;
}

/** The main thread's complete spans: `X` events as they are, `B`/`E` pairs matched by name. */
function spansOf(events: TraceEvent[], origin: number): Span[] {
  const spans: Span[] = [];
  const open = new Map<string, number[]>();
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined)
      spans.push({ name: event.name, start: (event.ts - origin) / 1000, end: (event.ts + event.dur - origin) / 1000 });
    else if (event.ph === 'B') open.set(event.name, [...(open.get(event.name) ?? []), event.ts]);
    else if (event.ph === 'E') {
      const begun = open.get(event.name)?.pop();
      if (begun !== undefined)
        spans.push({ name: event.name, start: (begun - origin) / 1000, end: (event.ts - origin) / 1000 });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Splits one task's time by kind: each span's own time (less its children's) goes to its kind, else its parent's. */
function attribute(task: Span, inside: Span[]): Map<Kind, number> {
  const spent = new Map<Kind, number>();
  const stack: { span: Span; kind: Kind; childTime: number }[] = [{ span: task, kind: 'other', childTime: 0 }];
  const close = (until: number) => {
    while (stack.length > 1 && (stack.at(-1) as { span: Span }).span.end <= until) {
      const done = stack.pop() as { span: Span; kind: Kind; childTime: number };
      const own = done.span.end - done.span.start;
      spent.set(done.kind, (spent.get(done.kind) ?? 0) + own - done.childTime);
      (stack.at(-1) as { childTime: number }).childTime += own;
    }
  };
  for (const span of inside) {
    close(span.start);
    const parent = stack.at(-1) as { kind: Kind; span: Span };
    // Clipped to the parent: timestamps of nested events can overrun it by a microsecond.
    const clipped = { ...span, end: Math.min(span.end, parent.span.end) };
    stack.push({ span: clipped, kind: kindOf[span.name] ?? parent.kind, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const root = stack[0] as { childTime: number };
  spent.set('other', (spent.get('other') ?? 0) + task.end - task.start - root.childTime);
  return spent;
}

/** The long tasks on the page's main thread after its first contentful paint. */
function analyse(events: TraceEvent[], url: string): Load {
  // The page's first contentful paint and the navigation it belongs to (by id: the navigation's own event does not
  // always carry the URL). The tab starts blank, which paints nothing, so the first paint is the page's.
  const starts = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
  const paints = events.filter((event) => event.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts);
  const idOf = (event: TraceEvent) => event.args?.data?.navigationId;
  const paint = paints.find((each) => starts.some((start) => idOf(start) === idOf(each)));
  const navigation = paint && starts.find((start) => idOf(start) === idOf(paint));
  if (!paint || !navigation)
    throw new Error(`no navigation start with its first contentful paint for ${url} in the trace`);
  const origin = navigation.ts;
  const fcp = (paint.ts - origin) / 1000;
  const main = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid);
  const spans = spansOf(main, origin);
  // Top-level tasks: a task run inside another (a nested message loop) belongs to the outer one.
  const tasks: Span[] = [];
  for (const span of spans)
    if (span.name === 'RunTask' && !(tasks.at(-1) && (tasks.at(-1) as Span).end > span.start)) tasks.push(span);
  // After first paint: started after it, or still busy for over 50 ms past it. The task that paints first ends a
  // fraction of a millisecond after the paint's own timestamp; it is what came before the paint, not after.
  const long = tasks.filter((task) => task.end - task.start > longMs && (task.start >= fcp || task.end - fcp > longMs));
  return {
    fcp,
    tasks: long.map((task) => ({
      start: task.start,
      duration: task.end - task.start,
      spent: attribute(
        task,
        spans.filter((span) => span !== task && span.start >= task.start && span.start < task.end),
      ),
    })),
    blocking: long.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, fcp) - longMs), 0),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The kinds a list of tasks spent most on, largest first. */
function topKinds(tasks: LongTask[]): [Kind, number][] {
  const total = new Map<Kind, number>();
  for (const task of tasks) for (const [kind, time] of task.spent) total.set(kind, (total.get(kind) ?? 0) + time);
  return [...total].sort((a, b) => b[1] - a[1]);
}

/** How many times a load is taken before a trace without the page's navigation and paint fails the bench. */
const maxAttempts = 8;

/** One load of `url` on a fresh phone (after `fromPath`, if set), traced until it has been quiet for a while. */
async function measure(browser: Browser, url: string): Promise<Load> {
  // A trace can miss the navigation's own start: the page's new renderer process begins recording a moment after
  // the navigation started in it (about one load in four on this machine). That load is taken again, up to eight
  // times, so a bench of some hundred loads does not stop on three misses in a row.
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      if (fromPath) {
        await page.goto(new URL(fromPath, url).href, { waitUntil: 'load' });
        await page.waitForTimeout(settleMs);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: traceCategories });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(settleMs);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      return analyse(trace.traceEvents, url);
    } catch (error) {
      // A trace left recording would refuse the next one.
      await browser.stopTracing().catch(() => undefined);
      if (attempt === maxAttempts) throw error;
    } finally {
      await context.close();
    }
  }
}

/**
 * Loads each page on a 390 px touch phone with the CPU slowed 4×, records a timeline trace until the page has been
 * quiet for a while after load, and lists the main thread's long tasks (> 50 ms) after first contentful paint with
 * what their time went on. One row per page: how many, the longest, the blocking time after FCP and the two kinds of
 * work that took most; each task is listed as it is found. `BENCH_PAGES` picks the pages; with `PEER_URL` the peer's
 * page of the same kind is loaded after each of ours (see `peerPaths`). With `LONGTASKS_FROM` each page is a visitor's
 * next page: the phone opens that path of the same site first.
 */
export const longTasksBench: Benchmark = {
  name: 'longtasks',
  needs: 'npm run build',
  async run() {
    const peer = peerPaths();
    const pages = peer ? templatePages() : benchPages();
    const server = await startProductionServer();
    const browser = await chromium.launch(chromiumLaunchOptions());
    const targets = pages.flatMap((page) => {
      const peerPath = peer?.pathFor(page.path);
      return [
        { label: page.path, url: `${server.url}${page.path}` },
        ...(peer && peerPath ? [{ label: `peer ${peerPath}`, url: `${peer.url}${peerPath}` }] : []),
      ];
    });
    const loads = new Map<string, Load[]>(targets.map((target) => [target.label, []]));
    try {
      for (let run = 0; run < runs; run++) {
        for (const target of targets) {
          const load = await measure(browser, target.url);
          loads.get(target.label)?.push(load);
          for (const task of load.tasks)
            console.log(
              `  run ${run + 1} ${target.label}: task at ${ms(task.start)} (FCP ${ms(load.fcp)}), ${ms(task.duration)}: ` +
                topKinds([task])
                  .filter(([, time]) => time >= 1)
                  .map(([kind, time]) => `${kind} ${ms(time)}`)
                  .join(', '),
            );
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return targets.map((target) => {
      const sorted = [...(loads.get(target.label) ?? [])].sort((a, b) => a.blocking - b.blocking);
      const load = sorted[Math.floor((sorted.length - 1) / 2)] as Load;
      const [first, second] = topKinds(load.tasks);
      const cell = (entry?: [Kind, number]) => (entry ? `${entry[0]} ${ms(entry[1])}` : '');
      return {
        benchmark: `longtasks ${target.label}`,
        metric: 'long tasks after FCP',
        value: load.tasks.length,
        unit: '',
        extra: {
          longest: ms(Math.max(0, ...load.tasks.map((task) => task.duration))),
          'blocking after FCP': ms(load.blocking),
          'most time': cell(first),
          'next most': cell(second),
        },
      } satisfies BenchRow;
    });
  },
};
