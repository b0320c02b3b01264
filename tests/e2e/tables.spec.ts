import { expect, test } from '@playwright/test';
import { axeViolations, manifest, viewports } from './support.ts';

/** How a table on a page sits in its column, as the browser lays it out. */
interface TableFit {
  name: string;
  columns: number;
  /** Nothing of it is out of view: its container has nothing to scroll sideways and it ends inside it. */
  fits: boolean;
  /** It is inside a region a keyboard can focus and scroll, named for screen readers. */
  inScrollRegion: boolean;
}

let pagesWithTables: string[] = [];

test.beforeAll(async ({ request }) => {
  // Every indexed page whose HTML has a table: the pages of today (pricing, client results, before and after, the
  // SEO results article) and any page added later.
  const paths = manifest.routes.filter((route) => route.indexed).map((route) => route.path);
  const found = await Promise.all(
    paths.map(async (path) => ((await (await request.get(path)).text()).includes('<table') ? path : null)),
  );
  pagesWithTables = found.filter((path): path is string => path !== null);
});

test('the pages known to have tables are among those checked', () => {
  expect(pagesWithTables).toEqual(
    expect.arrayContaining(['/pricing', '/client-results', '/before-after', '/digital-trends/seo-results']),
  );
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`tables at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every table fits its column or scrolls in a focusable, named region', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of pagesWithTables) {
        await page.goto(path);
        // A phone folds some tables under a button: opened, as a visitor would, each is checked as it then shows.
        await page.locator('main details').evaluateAll((folds) => {
          for (const fold of folds) (fold as HTMLDetailsElement).open = true;
        });
        const tables = await page.locator('main table').evaluateAll((elements) =>
          elements
            // A chart's data table is hidden on screen until asked for (it is read by assistive technology).
            .filter((table) => (table.parentElement?.getBoundingClientRect().width ?? 0) > 1)
            .map((table): TableFit => {
              const region = table.closest('[tabindex="0"]');
              const container = region ?? (table.parentElement as HTMLElement);
              const named =
                region?.getAttribute('aria-label') ||
                document.getElementById(region?.getAttribute('aria-labelledby') ?? '')?.textContent;
              const overflow = region ? getComputedStyle(region).overflowX : 'visible';
              return {
                name:
                  table.querySelector('caption')?.textContent ??
                  document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent ??
                  '',
                columns: table.querySelectorAll('thead th').length,
                fits:
                  container.scrollWidth <= container.clientWidth &&
                  table.getBoundingClientRect().right <= container.getBoundingClientRect().right + 0.5,
                inScrollRegion: Boolean(region && named?.trim() && (overflow === 'auto' || overflow === 'scroll')),
              };
            }),
        );
        expect(tables.length, `${path} shows a table`).toBeGreaterThan(0);
        for (const table of tables) {
          expect(table.fits || table.inScrollRegion, `${path}: "${table.name}" is cut off`).toBe(true);
          // On a phone, rows of three or more columns stack, so nothing needs a sideways scroll.
          if (viewportName === 'phone' && table.columns >= 3) {
            expect(table.fits, `${path}: "${table.name}" scrolls sideways on a phone`).toBe(true);
          }
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${path} scrolls sideways`,
        ).toBe(true);
        // Stacked or not, the tables are still tables to assistive technology.
        expect(await axeViolations(page, 'main table'), `axe on ${path}'s tables`).toEqual([]);
      }
    });
  });
}

test.describe('a stacked table on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('leads each figure with its column heading and keeps its table roles', async ({ page }) => {
    await page.goto('/client-results');
    await page.locator('#kpi').getByText('Show the six measures').click();
    const table = page.getByRole('table', { name: /key performance indicators/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Measure', 'Before', 'After', 'Change']);
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText('Organic sessions a month');
    const before = row.getByRole('cell').first();
    await expect(before).toHaveText('1,200');
    await expect(before).toHaveAttribute('data-label', 'Before');
    const heading = await before.evaluate((cell) => getComputedStyle(cell, '::before').display);
    expect(heading).not.toBe('none');
    // The heading sits to the left of its figure on the same line, below the row's own heading.
    const [headerBox, cellBox] = await Promise.all([row.getByRole('rowheader').boundingBox(), before.boundingBox()]);
    expect(cellBox?.y ?? 0).toBeGreaterThan(headerBox?.y ?? 0);
  });
});
