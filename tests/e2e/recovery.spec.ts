/**
 * Code that fails to load never costs a visitor the page or a lead: a chunk that fails once is fetched again, a
 * part whose code keeps failing leaves its server HTML working (a form posts as HTML), and a page whose code keeps
 * failing reloads itself once, not in a loop.
 */
import { expect, type Page, test } from '@playwright/test';
import { leadsWith } from './leads.ts';
import { isHydrated, viewports } from './support.ts';

/** Answers the first request for each matching asset with 404 (or every one, with `always`); counts them all. */
async function failAssets(page: Page, pattern: RegExp, { always = false } = {}) {
  const requests = new Map<string, number>();
  await page.route(pattern, (route) => {
    const path = new URL(route.request().url()).pathname;
    const count = (requests.get(path) ?? 0) + 1;
    requests.set(path, count);
    if (always || count === 1) return route.fulfill({ status: 404, body: 'gone' });
    return route.continue();
  });
  return requests;
}

/** Reports the page sent to the server's client-error endpoint. */
function clientErrorReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? '');
  });
  return reports;
}

test.use({ viewport: viewports.desktop });

test('a page chunk that fails once is fetched again, and the first click still does its job', async ({ page }) => {
  const requests = await failAssets(page, /\/assets\/hydrate-[^/]+\.js$/);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: 'Dark' }).first().click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The click is answered before the page's code arrives; the retry that brings it follows, and React then hydrates.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  expect([...requests.values()]).toEqual([2]);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: 'Dark' }).first()).toBeChecked();
});

test('an island whose code never loads keeps its server HTML, and its form still stores the lead', async ({
  page,
  request,
}) => {
  const reports = clientErrorReports(page);
  await failAssets(page, /\/assets\/ContactForm-[^/]+\.js$/, { always: true });
  await page.goto('/contact-page');
  const email = `recovery-${Date.now()}@example.com`;
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First Name').fill('Sam');
  await form.getByLabel('Last Name').fill('Nguyen');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Project Details').fill('A booking page for our clinic.');
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'failed');
  await form.getByRole('button', { name: 'Send My Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks! Your message is confirmed.' })).toBeVisible();
  await expect.poll(async () => (await leadsWith(request, email)).length).toBe(1);
  expect(reports.some((body) => body.includes('"kind":"chunk"') && body.includes('contact-form'))).toBe(true);
});

test('a page whose code keeps failing reloads itself once, not in a loop, and its HTML keeps working', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await failAssets(page, /\/assets\/hydrate-[^/]+\.js$/, { always: true });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 600);
  await page.getByRole('radio', { name: 'Dark' }).first().click();
  await expect.poll(() => loads).toBe(2);
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: 'Dark' }).first().click();
  // "failed" is published only when the page chose not to reload (its guard held): no third load can follow.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'failed');
  expect(loads, 'one reload only').toBe(2);
  expect(await isHydrated(page)).toBe(false);
  // The server's HTML still works: links lead on.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});
