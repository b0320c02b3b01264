import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export interface RouteManifestEntry {
  path: string;
  title: string;
  description: string;
  indexed: boolean;
  /** `page` for a hand-made page, else the template of its collection. */
  source: string;
  visit: string[];
}

/** The route table as the build wrote it: every route-wide check iterates this. */
export const manifest = JSON.parse(
  readFileSync(`${process.env.SITE_DIST ?? 'site/dist'}/server/routes.json`, 'utf8'),
) as {
  siteUrl: string;
  routes: RouteManifestEntry[];
};

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Stores a theme choice before any page script runs, as a returning visitor would have it. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/**
 * Axe's violations (WCAG 2.2 A/AA and best practices) on the page or the part `include` selects, one readable line
 * each. Bands off screen are not drawn until they near the viewport (`content-visibility: auto`), and axe cannot judge
 * the contrast of text that is not drawn: the scan draws them all, as scrolling to each would.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Through each element's style, which a page's content security policy allows, unlike a style sheet.
  const drawn = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of skipped) element.style.setProperty('content-visibility', 'visible', 'important');
    return skipped.length;
  });
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  if (drawn > 0)
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('body *'))
        if (element.style.getPropertyPriority('content-visibility') === 'important')
          element.style.removeProperty('content-visibility');
    });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
}

/** Fails on any axe violation on the page. */
export async function expectNoAxeViolations(page: Page, context: string) {
  expect(await axeViolations(page), `axe violations on ${context}`).toEqual([]);
}

/** Collects console errors and requests to any host but the site's own. */
export function watchPage(page: Page, baseURL: string) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreignRequests.push(url);
  });
  return { consoleErrors, foreignRequests };
}

/** In the browser: the page has hydrated (its root publishes `data-hydrated` once the frame and content are adopted). */
function pageHydrated(): boolean {
  return document.getElementById('root')?.getAttribute('data-hydrated') === '';
}

/** Whether React has hydrated the page. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(pageHydrated);
}

/**
 * Brings the page to life as a visitor does, by touching it (a Shift key press, which changes nothing on the page),
 * and waits until React has hydrated it.
 */
export async function waitForHydration(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(pageHydrated);
}

/** Whether the part that holds this element has hydrated: its island's `data-hydrated`, else the page's. */
export function isAdoptedByReact(element: Locator): Promise<boolean> {
  return element.evaluate(
    (node) => (node.closest('[data-island]') ?? document.getElementById('root'))?.getAttribute('data-hydrated') === '',
  );
}

/** Waits until the part that holds this element has hydrated. */
export async function expectAdoptedByReact(element: Locator) {
  await expect.poll(() => isAdoptedByReact(element)).toBe(true);
}

/**
 * Brings the first island inside `selector` to life as a visitor does, by pressing the pointer on it (its corner,
 * away from any control), and waits until React has hydrated it.
 */
export async function reachIsland(page: Page, selector: string) {
  const island = page.locator(`${selector} [data-island]`).first();
  await island.scrollIntoViewIfNeeded();
  await island.hover({ position: { x: 1, y: 1 } });
  await page.mouse.down();
  await page.mouse.up();
  await expectAdoptedByReact(island.locator('form, div, section').first());
}

/**
 * Holds every request matching `pattern` (an API call, a page's chunk) until the returned function is
 * called, as a slow network would: the state a visitor sees while it is on its way.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once `count` frames have been painted: what a scroll or a press sets off (a handler run on the next
 * frame, a request it makes) has happened by then, so a check after it is final without a guessed delay.
 */
export async function framesPainted(page: Page, count = 3): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Scrolls to the very end of the page, as a reader pressing End until it stops would: bands drawn on arrival
 * (`content-visibility: auto`) take their real height and move the end, so it scrolls again until it holds.
 */
export async function scrollToEnd(page: Page) {
  // Checked on the next poll, by which time the page has drawn what the last scroll brought near (no animation
  // frame is awaited: a test may hold the page's clock).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        const atEnd = Math.abs(window.scrollY + window.innerHeight - root.scrollHeight) < 1;
        if (!atEnd) window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
        return atEnd;
      }),
    )
    .toBe(true);
}

/** Waits until the page has stopped scrolling (a smooth scroll has run its course). */
export async function expectScrollToSettle(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
}
