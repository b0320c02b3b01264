import { expect, test } from '@playwright/test';
import { manifest, useStoredTheme, viewports, waitForHydration } from './support.ts';

/** How far a phone may have to scroll through one page, in CSS pixels of document height. */
const maxPhoneHeight = 9000;

// Every indexed page but the Digital Trends articles: those are long-form reading, shortened by their contents list
// rather than by folding paragraphs away.
const pages = manifest.routes
  .filter((route) => route.indexed && route.source !== 'article')
  .flatMap((route) => route.visit);

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone, isMobile: true, hasTouch: true });

  test('the pages measured are the indexed ones', () => {
    expect(pages).toContain('/pricing');
    expect(pages).toContain('/client-results');
    expect(pages.some((path) => path.startsWith('/digital-trends/') && !path.includes('/category/'))).toBe(false);
  });

  for (const path of pages) {
    test(`${path} is at most ${maxPhoneHeight.toLocaleString('en-AU')} px tall`, async ({ page }) => {
      await useStoredTheme(page, 'light');
      await page.goto(path, { waitUntil: 'load' });
      await waitForHydration(page);
      const { height, tallest } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        // Where a too-long page spends its height: its tallest sections, by anchor or heading.
        tallest: [...document.querySelectorAll('main section')]
          .filter((section) => !section.parentElement?.closest('main section'))
          .map((section) => ({
            name: section.id || section.querySelector('h2')?.textContent || section.getAttribute('aria-label') || '?',
            height: Math.round(section.getBoundingClientRect().height),
          }))
          .sort((a, b) => b.height - a.height)
          .slice(0, 4)
          .map((section) => `${section.name} ${section.height}`)
          .join(', '),
      }));
      expect(
        height,
        `${path} is ${height} px tall at ${viewports.phone.width} px (tallest: ${tallest})`,
      ).toBeLessThanOrEqual(maxPhoneHeight);
    });
  }
});
