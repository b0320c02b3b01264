/** How long pages stay readable on a phone: folds, contents lists (the height bar itself is `npm run bench -- heights`). */
import { expect, type Page, test } from '@playwright/test';
import { expectScrollToSettle, manifest, viewports, waitForHydration } from './support.ts';

/** The room the sticky header leaves at the top of the screen, which a jump stops below. */
const headerRoom = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

/**
 * How far the element stops from where a jump should put it, once the smooth scroll has run its course: below the
 * header, and its own scroll margin below that.
 */
async function distanceFromHeader(page: Page, selector: string) {
  await expectScrollToSettle(page);
  const { top, margin } = await page.locator(selector).evaluate((target) => ({
    top: target.getBoundingClientRect().top,
    margin: Number.parseFloat(getComputedStyle(target).scrollMarginTop),
  }));
  return Math.abs(top - margin - (await headerRoom(page)));
}

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: viewports.phone, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  for (const { path, contents, section } of [
    { path: '/client-results', contents: 'On this page', section: 'Questions about SEO results' },
    {
      path: '/digital-trends/ecommerce-ux-best-practices',
      contents: 'In this article',
      section: 'Touch targets big enough for a thumb',
    },
  ])
    test(`a long page opens with its contents, whose first tap lands on the section (${path})`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('navigation', { name: contents }).getByRole('link', { name: section }).tap();
      await expect(page).toHaveURL(/#[\w-]+$/);
      // The link names the section, or its heading.
      await expect(page.locator(':is(:target h2, h2:target)', { hasText: section })).toBeVisible();
      // Once the smooth scroll has run its course, the section named stops just below the header: not short of it
      // (bands and rows of cards on the way still at their placeholder height), nor past it.
      expect(await distanceFromHeader(page, ':target')).toBeLessThanOrEqual(4);
    });

  test('case studies and reviews swipe in one row: a card in view, the next at the edge, the last a swipe away', async ({
    page,
  }) => {
    await page.goto('/client-results');
    for (const [section, card, count] of [
      ['#case-studies', 'article', 9],
      ['#client-voices', 'blockquote', 5],
    ] as const) {
      const cards = page.locator(section).locator(card);
      await expect(cards).toHaveCount(count);
      await cards.first().scrollIntoViewIfNeeded();
      const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
      // Side by side, the second starting inside the screen's width, so the row shows there is more.
      expect(Math.abs((second?.y ?? 0) - (first?.y ?? 1)), section).toBeLessThan(30);
      expect(second?.x ?? 0, section).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);
      expect(second?.x ?? 999, section).toBeLessThan(390);
      await expect(cards.last()).not.toBeInViewport();
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards.last()).toBeInViewport();
    }
    // No review holds a link, so the row itself is a keyboard stop.
    await expect(page.getByRole('region', { name: '5 reviews' })).toHaveAttribute('tabindex', '0');
  });

  test("the home page's reviews swipe in one row too", async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: '3 reviews' });
    await expect(row).toHaveAttribute('tabindex', '0');
    const reviews = row.locator('blockquote');
    await expect(reviews).toHaveCount(3);
    await reviews.first().scrollIntoViewIfNeeded();
    const [first, second] = await Promise.all([reviews.nth(0).boundingBox(), reviews.nth(1).boundingBox()]);
    expect(Math.abs((second?.y ?? 0) - (first?.y ?? 1))).toBeLessThan(30);
    await expect(reviews.last()).not.toBeInViewport();
  });

  /** Detail a phone folds: a button under a section's heading that opens what follows on the first tap. */
  const folds = [
    { path: '/client-results', section: '#seo-framework', what: 'the five steps' },
    { path: '/client-results', section: '#keyword-rankings', what: 'the nine rankings' },
    { path: '/client-results', section: '#traffic-growth', what: 'the month-by-month chart' },
    { path: '/client-results', section: '#kpi', what: 'the six measures' },
    { path: '/client-results', section: '#before-after', what: 'the five measures' },
    { path: '/pricing', section: '#comparison', what: 'the comparison' },
  ];
  for (const { path, section, what } of folds) {
    test(`${path} ${section} folds ${what} under its heading, opened on the first tap`, async ({ page }) => {
      await page.goto(path);
      const band = page.locator(section);
      await expect(band.getByRole('heading', { level: 2 })).toBeVisible();
      // Located in the markup: the folded figures are there, only hidden.
      const figures = band.locator('details > :not(summary)');
      await expect(figures).toHaveCount(1);
      await expect(figures).toBeHidden();
      await band.getByText(`Show ${what}`).tap();
      await expect(figures).toBeVisible();
      await band.getByText(`Hide ${what}`).tap();
      await expect(figures).toBeHidden();
    });
  }

  test('each project and redesign folds its detail under its picture, and more categories under the first row', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    const project = page
      .locator('#projects li')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const results = project.locator('ul').last();
    await expect(project.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(results).toBeHidden();
    await project.getByText('Show details').tap();
    await expect(results).toBeVisible();

    await page.goto('/before-after');
    const redesign = page
      .locator('#redesigns li')
      .filter({ has: page.getByRole('figure') })
      .first();
    await expect(redesign.getByRole('figure')).toHaveCount(2);
    await expect(redesign.getByRole('heading', { level: 4, name: 'What changed' })).toBeHidden();
    await redesign.getByText('Show what changed').tap();
    await expect(redesign.getByRole('heading', { level: 4, name: 'What changed' })).toBeVisible();

    await page.goto('/digital-trends');
    const categories = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Browse by category' }) });
    await expect(categories.locator('li')).toHaveCount(5);
    await expect(categories.locator('li').nth(3)).toBeHidden();
    await categories.getByText('Show 2 more categories').tap();
    await expect(categories.locator('li').nth(4)).toBeVisible();
  });
});

test.describe('on a phone with JavaScript', () => {
  test.use({ viewport: viewports.phone, isMobile: true, hasTouch: true });

  test("the hero's jump lands on its form, past bands and rows of cards drawn only once on screen", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Get My Free Audit & Quote' }).tap();
    expect(await distanceFromHeader(page, '#contact-form-section')).toBeLessThanOrEqual(4);
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
  });

  for (const path of ['/client-results', '/pricing', '/portfolio', '/before-after', '/digital-trends']) {
    test(`${path} shows every fold's content, with no fold button`, async ({ page }) => {
      await page.goto(path);
      const folds = page
        .locator('main details')
        .filter({ has: page.locator(':scope > summary', { hasText: /^(Show |Read more)/ }) });
      expect(await folds.count()).toBeGreaterThan(0);
      for (const fold of await folds.all()) {
        await expect(fold.locator(':scope > summary')).toBeHidden();
        await expect(fold.locator(':scope > :not(summary)').first()).toBeVisible();
      }
    });
  }
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
