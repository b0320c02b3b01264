import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { readRoutes } from './pages.ts';
import { startProductionServer } from './server.ts';

/** How far a phone may have to scroll through one page, in CSS pixels of document height. */
const maxPhoneHeight = 9000;

/**
 * Each indexed page's height on a 390 × 844 touch phone (light theme, its code fetched after the first paint and
 * run), with its tallest sections. The Digital Trends articles are left out: long-form reading, shortened by their
 * contents list rather than by folding paragraphs away.
 */
export const heights: Benchmark = {
  name: 'heights',
  needs: 'npm run build',
  async run() {
    const pages = readRoutes()
      .filter((route) => route.indexed && route.source !== 'article')
      .flatMap((route) => route.visit);
    const server = await startProductionServer();
    const browser = await chromium.launch(chromiumLaunchOptions());
    const rows: BenchRow[] = [];
    try {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        // Bands off screen wait at a placeholder height until they near the viewport (`content-visibility: auto`):
        // drawn all at once, the page is as tall as a reader scrolling through it finds it.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>('body *'))
            if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        });
        const { height, tallest } = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          // Where a long page spends its height: its tallest sections, by anchor or heading.
          tallest: [...document.querySelectorAll('main section')]
            .filter((section) => !section.parentElement?.closest('main section'))
            .map((section) => ({
              name: section.id || section.querySelector('h2')?.textContent || section.getAttribute('aria-label') || '?',
              height: Math.round(section.getBoundingClientRect().height),
            }))
            .sort((a, b) => b.height - a.height)
            .slice(0, 3)
            .map((section) => `${section.name} ${section.height}`)
            .join(', '),
        }));
        rows.push({
          benchmark: `heights ${path}`,
          metric: 'page height at 390 px',
          value: height,
          unit: 'px',
          target: `≤ ${maxPhoneHeight}`,
          ok: height <= maxPhoneHeight,
          extra: { tallest },
        });
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return rows;
  },
};
