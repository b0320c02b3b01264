import { expect, type Page, test } from '@playwright/test';
import { manifest } from './support.ts';

const articles = manifest.routes.filter((route) => route.source === 'article').map((route) => route.path);

/**
 * The page's "Sources" list: each item a link to another site (new tab, told to screen readers), its publisher and
 * the day the facts were checked against it.
 */
async function expectSources(page: Page, path: string) {
  await page.goto(path);
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources, path).toBeVisible();
  const items = sources.getByRole('listitem');
  expect(await items.count(), path).toBeGreaterThan(0);
  for (const item of await items.all()) {
    const link = item.getByRole('link');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    await expect(item).toHaveText(/, .+ \(checked \d{1,2} [A-Z][a-z]+ \d{4}\)$/);
  }
}

test('every article ends with the sources its facts were checked against', async ({ page }) => {
  expect(articles).toHaveLength(11);
  for (const path of articles) await expectSources(page, path);
});

test('pages that state dated facts end with their sources, and a page without any has no list', async ({ page }) => {
  for (const path of ['/whatsapp-api', '/haptik-chatbot', '/ai-solutions', '/industries/construction', '/privacy']) {
    await expectSources(page, path);
  }
  await page.goto('/services/custom-website-design');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' })).toHaveCount(0);
});
