import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const field = 'Search the site';

test.describe('site search', () => {
  test('is rendered on request for each query, kept out of search engines', async ({ request }) => {
    const response = await request.get('/search?q=seo');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    // A prerendered file would answer every query with the same page; this one lists what "seo" finds.
    expect(html).toContain('href="/client-results"');
    expect(html).toMatch(/pages? match(es)? &quot;seo&quot;/);
    expect(html).toContain('value="seo"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search');
  });

  test('lists the pages that match "seo", with links', async ({ page }) => {
    await page.goto('/search?q=seo');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search our site');
    await expect(page.getByRole('textbox', { name: field })).toHaveValue('seo');
    await expect(page.getByRole('status')).toHaveText(/^\d+ pages? match(es)? "seo"\.$/);
    const results = page.getByRole('list', { name: 'Search results' });
    const audit = page.getByRole('link', { name: 'Client Results & Free SEO Audit' });
    await expect(results.locator(audit)).toHaveAttribute('href', '/client-results');
    await expect(results.getByRole('listitem').filter({ has: audit })).toContainText('free SEO audit of your own site');
    await expectNoAxeViolations(page, '/search with results');
  });

  test('says so when nothing matches, and offers popular pages that exist', async ({ page, request }) => {
    await page.goto('/search?q=zebra+crossing');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toHaveText(
      'No pages match "zebra crossing". Check the spelling, try a shorter or more general word, or start from a popular page.',
    );
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
    const popular = page.getByRole('navigation', { name: 'Popular pages' });
    await expect(popular.getByRole('link', { name: 'Digital Trends' })).toHaveAttribute('href', '/digital-trends');
    await expect(popular.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
    for (const href of await popular
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect((await request.get(href ?? '')).status(), `${href} exists`).toBe(200);
    }
    await expect(page.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact-page');
    await expectNoAxeViolations(page, '/search without results');
  });

  test('an empty search explains what to do', async ({ page }) => {
    await page.goto('/search?q=+');
    await expect(page.getByRole('status')).toHaveText('Type what you are looking for and press Search.');
    await expect(page.getByRole('navigation', { name: 'Popular pages' })).toBeVisible();
  });

  test('works from the keyboard alone: search, read the count, open a result', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const input = page.getByRole('textbox', { name: field });
    await expect(input).toBeFocused();
    await page.keyboard.type('consultation');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=consultation$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ pages? match(es)? "consultation"\.$/);
    // The field keeps focus and its words while the results change under it.
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('consultation');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText('Book a Free Strategy Consultation');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book-consultation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a new search from the results page replaces the results', async ({ page }) => {
    await page.goto('/search?q=seo');
    await waitForHydration(page);
    const input = page.getByRole('textbox', { name: field });
    await input.fill('unsubscribe');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=unsubscribe$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', '/unsubscribe');
    await expect(results.getByRole('link', { name: 'Client Results & Free SEO Audit' })).toHaveCount(0);
    // Back returns to the earlier query, field and all.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    await expect(input).toHaveValue('seo');
    await expect(results.getByRole('link', { name: 'Client Results & Free SEO Audit' })).toBeVisible();
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form sends the query and the server answers with results', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('textbox', { name: field }).fill('consultation');
    await page.getByRole('textbox', { name: field }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=consultation$/);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/book-consultation',
    );
  });
});
