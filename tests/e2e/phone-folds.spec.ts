/** How long pages stay readable on a phone: folds, contents lists (the height bar itself is `npm run bench -- heights`). */
import { expect, test } from '@playwright/test';
import { manifest, viewports } from './support.ts';

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: viewports.phone, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  test('a long page opens with its contents, whose first tap lands on the section', async ({ page }) => {
    await page.goto('/client-results');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Questions about SEO results' }).tap();
    await expect(page).toHaveURL(/#results-faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Questions about SEO results' })).toBeInViewport();
  });

  test('folded case studies and reviews open on the first tap and fold again', async ({ page }) => {
    await page.goto('/client-results');
    const cases = page.locator('#case-studies');
    // Located in the markup, not by role: a folded card is there, only hidden.
    const card = (index: number) => cases.locator('article').nth(index);
    await expect(cases.locator('article')).toHaveCount(9);
    await expect(card(2)).toBeVisible();
    await expect(card(3)).toBeHidden();
    await cases.getByText('Show 6 more case studies').tap();
    await expect(card(8)).toBeVisible();
    await cases.getByText('Show fewer case studies').tap();
    await expect(card(3)).toBeHidden();

    const reviews = page.locator('#client-voices blockquote');
    await expect(reviews).toHaveCount(5);
    await expect(reviews.nth(3)).toBeHidden();
    await page.locator('#client-voices').getByText('Show 2 more reviews').tap();
    await expect(reviews.nth(4)).toBeVisible();
  });
});

test('each Digital Trends article opens with its contents, each link landing on one of its sections', async ({
  request,
}) => {
  const articles = manifest.routes.filter((route) => route.source === 'article').flatMap((route) => route.visit);
  expect(articles.length).toBeGreaterThan(0);
  for (const path of articles) {
    const html = await (await request.get(path)).text();
    const contents = html.match(/<nav aria-label="In this article"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
    expect(contents, `${path} has no contents`).toBeTruthy();
    const targets = [...(contents ?? '').matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.length, path).toBeGreaterThanOrEqual(3);
    for (const target of targets) expect(html.split(`<h2 id="${target}">`).length, `${path}#${target}`).toBe(2);
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: viewports.desktop });

  test('nothing is folded: every case study, review and paragraph shows, with no fold button', async ({ page }) => {
    await page.goto('/client-results');
    const cases = page.locator('#case-studies');
    for (const card of await cases.getByRole('article').all()) await expect(card).toBeVisible();
    await expect(cases.getByRole('article')).toHaveCount(9);
    for (const quote of await page.locator('#client-voices').getByRole('blockquote').all())
      await expect(quote).toBeVisible();
    await expect(page.locator('#reading-results p').last()).toBeVisible();
    const folds = page.locator('main summary').filter({ hasText: /^(Show \d+ more|Read more|Show details)/ });
    expect(await folds.count()).toBeGreaterThan(0);
    for (const fold of await folds.all()) await expect(fold).toBeHidden();
  });
});

test.describe('a closed fold on a phone', () => {
  test.use({ viewport: viewports.phone, isMobile: true, hasTouch: true });

  test('takes no more room than its button, and opens with its gap', async ({ page }) => {
    // Steps, chat samples, running copy, check lists, cards and sources: each page has folds of several kinds.
    for (const path of ['/about', '/industries/hvac', '/whatsapp-api']) {
      await page.goto(path);
      const folds = page.locator('main details');
      expect(await folds.count(), path).toBeGreaterThan(3);
      for (const fold of await folds.all()) {
        const [box, button] = [await fold.boundingBox(), await fold.locator('summary').boundingBox()];
        const blank = box && button ? box.y + box.height - (button.y + button.height) : Number.NaN;
        expect(blank, `${path}: blank space under "${await fold.locator('summary').textContent()}"`).toBeLessThan(1);
      }
    }
    const fold = page.locator('main details').first();
    await fold.locator('summary').tap();
    const [button, content] = [
      await fold.locator('summary').boundingBox(),
      await fold.locator('summary + *').boundingBox(),
    ];
    expect(button && content ? content.y - (button.y + button.height) : 0).toBeGreaterThanOrEqual(16);
  });
});
