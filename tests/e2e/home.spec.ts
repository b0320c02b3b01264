import { expect, test } from '@playwright/test';

test('home is served prerendered and hydrates', async ({ page, request }) => {
  const raw = await request.get('/');
  expect(raw.status()).toBe(200);
  const body = await raw.text();
  expect(body).toMatch(/<div id="root">.*<h1>Turn Your Website Into a 24\/7 Client Machine<\/h1>/s);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn Your Website Into a 24/7 Client Machine');
  await page.getByRole('button', { name: 'See how it works' }).click();
  await expect(page.getByText('Discovery call, design and strategy, development, launch: 48 hours.')).toBeVisible();
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the health endpoint answers from the same process', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
