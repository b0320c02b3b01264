import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { startProductionServer } from './server.ts';

/** Interactions measured per page load; the median of the worst of each is reported. */
const runs = Number(process.env.INP_RUNS ?? 5);
/** Only the scenarios whose name contains this text (all when unset). */
const only = process.env.INP_ONLY;

/** Starts recording Event Timing entries (every event from 16 ms, the API's floor) before the page's scripts run. */
async function recordEventTimings(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __eventDurations: number[] };
    w.__eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if ((entry as PerformanceEventTiming).interactionId) w.__eventDurations.push(entry.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Records when the pointer first goes down and the first frame after `selector` matches. */
async function recordShown(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    // A method rather than a named function: the script is sent as source, without the runner's naming helper.
    const w = Object.assign(window, {
      __downAt: undefined as number | undefined,
      __shownAt: undefined as number | undefined,
      __checkShown() {
        if (w.__downAt === undefined || w.__shownAt !== undefined || !document.querySelector(wanted)) return;
        // When the frame's callbacks run, after whatever task made the change: the frame that shows it.
        requestAnimationFrame(() => (w.__shownAt ??= performance.now()));
      },
    });
    // Inline arrows, not named constants: the runner would wrap a named function in a helper the page lacks.
    document.addEventListener('pointerdown', (event) => (w.__downAt ??= event.timeStamp), true);
    document.addEventListener('mousedown', (event) => (w.__downAt ??= event.timeStamp), true);
    new MutationObserver(() => w.__checkShown()).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    // A popover opening, a fragment becoming the target or focus moving change no attribute: their events say so
    // (captured, as toggle and focus do not bubble).
    document.addEventListener('toggle', () => w.__checkShown(), true);
    window.addEventListener('hashchange', () => w.__checkShown());
    document.addEventListener('focusin', () => w.__checkShown(), true);
  }, selector);
}

/** The longest interaction so far (what INP reports for a page with few interactions), in ms. */
async function worstInteraction(page: Page): Promise<number> {
  // Entries are delivered after the next frame; give the observer two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __eventDurations: number[] }).__eventDurations));
}

interface Scenario {
  name: string;
  path: string;
  /**
   * A selector that matches once the interaction's result shows. The page's code loads on the first touch and a press
   * that lands first is replayed, so the press itself is quick (what INP counts); this times the wait the visitor
   * sees, from the pointer going down to the frame that shows the result.
   */
  shownWhen?: string;
  /** The visitor's interactions, from a freshly loaded page. */
  act: (page: Page) => Promise<void>;
  /** A desktop (1280 px, mouse) instead of the phone, for controls only a desktop shows. */
  desktop?: boolean;
  /** Script run before the page's own, e.g. to stand in for a share sheet the headless browser lacks. */
  init?: string;
}

/** The first tap on a control, the visitor's first interaction with the page. */
const firstTap = (locate: (page: Page) => ReturnType<Page['locator']>) => async (page: Page) => {
  const control = locate(page);
  await control.scrollIntoViewIfNeeded();
  await control.tap();
};

const scenarios: Scenario[] = [
  {
    name: 'open the phone menu',
    path: '/',
    shownWhen: 'nav:popover-open',
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.locator('nav:popover-open').waitFor();
      // The press also wakes the page: what it costs counts if it delays a frame of the interaction.
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
    },
  },
  {
    name: 'first tap: Book Free Strategy Call reveals the calendar',
    path: '/pricing',
    shownWhen: '#strategy-call:target',
    act: firstTap((page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^Book Free Strategy Call$/ })
        .first(),
    ),
  },
  {
    name: 'first tap: Get Quote scrolls to the contact section',
    path: '/industries/dental',
    shownWhen: '#contact-section:focus',
    act: async (page) => {
      await page.getByRole('link', { name: 'Get Quote' }).waitFor();
      await page.getByRole('link', { name: 'Get Quote' }).tap();
    },
  },
  {
    name: 'first tap: Apply Now goes to the form',
    path: '/careers/ui-ux-designer',
    shownWhen: '#apply:target',
    act: firstTap((page) => page.getByRole('link', { name: 'Apply Now' }).first()),
  },
  {
    name: 'first tap: a question opens its answer',
    path: '/faq',
    shownWhen: 'details[open]',
    act: firstTap((page) => page.locator('details summary').first()),
  },
  {
    name: 'first tap: Dismiss hides the action bar',
    path: '/about',
    shownWhen: '[data-mobile-action-bar][hidden], body:not(:has(aside[aria-label="Quick actions"]))',
    act: async (page) => {
      await page.getByRole('button', { name: 'Dismiss' }).tap();
    },
  },
  {
    name: 'first tap: Share opens the share sheet',
    path: '/digital-trends/seo-results',
    shownWhen: 'html[data-shared]',
    // Source text, not a function: the runner would name the function with a helper the page lacks.
    init: `Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async () => { document.documentElement.dataset.shared = ''; },
    });`,
    act: firstTap((page) => page.getByRole('button', { name: 'Share' })),
  },
  {
    name: 'first tap: Send on an empty form shows its problems',
    path: '/contact-page',
    // The summary's first problem: the first script's early summary, or the form's own once its code has run.
    shownWhen: 'form [role="alert"] li',
    act: firstTap((page) => page.getByRole('button', { name: 'Send My Message' })),
  },
  {
    name: 'first click: the theme switch applies dark',
    path: '/about',
    desktop: true,
    shownWhen: 'html.dark',
    act: async (page) => {
      await page.getByRole('radio', { name: 'Dark' }).first().click();
    },
  },
  {
    name: 'focus and type in a form field',
    path: '/contact-page',
    act: async (page) => {
      const field = page.getByRole('textbox', { name: 'First Name' });
      await field.tap();
      await page.keyboard.type('Mia');
    },
  },
  {
    name: 'focus and type in a form field',
    path: '/book-consultation',
    act: async (page) => {
      const field = page.getByRole('textbox', { name: 'First Name' });
      await field.tap();
      await page.keyboard.type('Tom');
    },
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Interaction to Next Paint on a mid-range phone profile: 390 px, touch, the CPU slowed 4× (Chrome's DevTools
 * throttling). Each scenario loads the page, waits for it to settle as a visitor reading it would (2 s), then
 * interacts; the figure is the slowest interaction's duration, median over `INP_RUNS` loads.
 */
export const inpBench: Benchmark = {
  name: 'inp',
  needs: 'npm run build',
  async run() {
    const server = await startProductionServer();
    const browser = await chromium.launch(chromiumLaunchOptions());
    const rows: BenchRow[] = [];
    try {
      for (const scenario of scenarios.filter(({ name }) => !only || name.includes(only))) {
        const figures: number[] = [];
        const waits: number[] = [];
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext(
            scenario.desktop
              ? { viewport: { width: 1280, height: 800 } }
              : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
          );
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await recordEventTimings(page);
          if (scenario.init) await page.addInitScript({ content: scenario.init });
          if (scenario.shownWhen) await recordShown(page, scenario.shownWhen);
          await page.goto(`${server.url}${scenario.path}`, { waitUntil: 'load' });
          await page.waitForTimeout(2000);
          await scenario.act(page);
          // A result the page's code brings (a held press replayed) can come after the interaction itself.
          if (scenario.shownWhen)
            await page
              .waitForFunction((selector) => document.querySelector(selector), scenario.shownWhen, {
                timeout: 15_000,
              })
              .catch((error: Error) => {
                throw new Error(`${scenario.path}, ${scenario.name}: ${scenario.shownWhen} never matched`, {
                  cause: error,
                });
              });
          figures.push(await worstInteraction(page));
          if (scenario.shownWhen)
            waits.push(
              await page.evaluate(() => {
                const w = window as unknown as { __downAt: number; __shownAt: number };
                return w.__shownAt - w.__downAt;
              }),
            );
          await context.close();
        }
        const value = median(figures);
        rows.push({
          benchmark: `inp ${scenario.path}`,
          metric: scenario.name,
          value,
          unit: 'ms',
          target: '≤ 200',
          ok: value <= 200,
        });
        if (waits.length) {
          const wait = median(waits);
          rows.push({
            benchmark: `inp ${scenario.path}`,
            metric: `${scenario.name}: press to shown`,
            value: wait,
            unit: 'ms',
            target: '≤ 200',
            ok: wait <= 200,
          });
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return rows;
  },
};
