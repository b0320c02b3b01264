import { expect, type Page, test } from '@playwright/test';
import { manifest, viewports, waitForHydration } from './support.ts';

const articles = manifest.routes.filter((route) => route.source === 'article');
const categories = manifest.routes.filter((route) => route.source === 'category');

test('the eleven articles are prerendered with Article and BreadcrumbList data and their reading time', async ({
  request,
}) => {
  expect(articles).toHaveLength(11);
  for (const { path, title } of articles) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const documents = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? '{}'),
    );
    const article = documents.find((document) => document['@type'] === 'Article');
    expect(article, path).toMatchObject({ url: expect.stringContaining(path), inLanguage: 'en-AU' });
    expect(article.headline).toBe(title.replace(/ \| Tallowood Digital$/, ''));
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.author).toMatchObject({ '@type': 'Person', name: expect.any(String) });
    const crumbs = documents.find((document) => document['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name).slice(0, 2)).toEqual([
      'Home',
      'Digital Trends',
    ]);
    const minutes = Number(html.match(/(\d+)(?:<!-- -->)? min read/)?.[1]);
    expect(minutes, path).toBeGreaterThanOrEqual(5);
    expect(minutes, path).toBeLessThanOrEqual(15);
    expect(html).toContain('href="/digital-trends"');
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/digital-trends\/rss\.xml"/);
  }
});

test('an article reads without JavaScript: body, back link, related articles and the call to action', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/digital-trends/mobile-first-design-business-success');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mobile');
  await expect(page.getByRole('link', { name: 'Back to Digital Trends' })).toHaveAttribute('href', '/digital-trends');
  await expect(page.locator('article h2').first()).toBeVisible();
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
  await expect(related).toHaveCount(3);
  // Related articles are real ones: the same category first.
  await expect(related.first().getByText('Web Design & Development')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Free Strategy Call' })).toHaveAttribute(
    'href',
    '/book-consultation',
  );
  await expect(page.getByRole('link', { name: 'See Our Portfolio' })).toHaveAttribute('href', '/portfolio');
  // The body's external links open safely.
  for (const link of await page.locator('article a[href^="https://"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await context.close();
});

test('the live rankings: figures, twelve keywords best first, labelled positions and competition', async ({ page }) => {
  await page.goto('/digital-trends/seo-results');
  const rankings = page.getByRole('region', { name: 'Live keyword rankings' });
  await expect(rankings.getByText('38', { exact: true })).toBeVisible();
  await expect(rankings.getByText('85%', { exact: true })).toBeVisible();
  await expect(rankings.getByText('+156%', { exact: true })).toBeVisible();
  const rows = rankings.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(12);
  const cells = await rows.evaluateAll((list) =>
    list.map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim() ?? '')),
  );
  const positions = cells.map((row) => Number.parseInt(row[0] ?? '', 10));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(positions[0]).toBe(2);
  expect(positions.at(-1)).toBe(15);
  for (const row of cells) {
    const position = Number.parseInt(row[0] ?? '', 10);
    const band = position <= 3 ? 'Top 3' : position <= 5 ? 'Top 5' : position <= 10 ? 'Page one' : 'Page two';
    expect(row[0]).toContain(band);
    expect(row[4]).toBe(position <= 5 ? 'Very High' : position <= 10 ? 'High' : 'Medium');
  }
});

test.describe('blog filter', () => {
  const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter articles by category' });
  const listed = (page: Page) => page.locator('#articles').getByRole('article');

  test('real counts, by mouse and keyboard, kept in the address and on reload', async ({ page }) => {
    await page.goto('/digital-trends');
    await waitForHydration(page);
    await expect(filters(page).getByRole('link', { name: 'All 11' })).toHaveAttribute('aria-current', 'true');
    await expect(listed(page)).toHaveCount(11);
    const cards = page.locator('#articles');
    const counts: Record<string, number> = {};
    for (const link of await filters(page).getByRole('link').all()) {
      const text = (await link.textContent()) ?? '';
      const [, name = '', count = '0'] = text.match(/^(.*?)(\d+)$/) ?? [];
      counts[name.trim()] = Number(count);
    }
    expect(counts['Web Design & Development']).toBe(3);

    await filters(page)
      .getByRole('link', { name: /^Branding/ })
      .click();
    await expect(page).toHaveURL(/\/digital-trends\?category=branding$/);
    await expect(listed(page)).toHaveCount(counts.Branding ?? -1);
    await expect(page.getByRole('status').filter({ hasText: /^Branding: 1 article\./ })).toBeAttached();
    for (const card of await listed(page).all())
      await expect(card.getByText('Branding', { exact: true })).toBeVisible();

    await filters(page)
      .getByRole('link', { name: /^Digital Marketing/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=digital-marketing$/);
    await expect(listed(page)).toHaveCount(counts['Digital Marketing'] ?? -1);
    await page.reload();
    await expect(listed(page)).toHaveCount(counts['Digital Marketing'] ?? -1);
    await expect(cards.getByText('Digital Marketing: ')).toBeVisible();
  });

  test('without JavaScript the filter links are answered by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/digital-trends');
    await filters(page)
      .getByRole('link', { name: /^E-commerce/ })
      .click();
    await expect(page).toHaveURL(/\?category=ecommerce$/);
    await expect(listed(page)).toHaveCount(2);
    await context.close();
  });
});

test.describe('share', () => {
  const articlePath = '/digital-trends/content-marketing-roi';

  test('copies the link with a visible confirmation where the browser cannot share', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto(articlePath);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to your clipboard.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/digital-trends\/content-marketing-roi$/);
    expect(baseURL).toBeTruthy();
  });

  test("uses the device's share sheet where there is one, by keyboard", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: calls });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(articlePath);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: { title: string; url: string }[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toMatch(/\/digital-trends\/content-marketing-roi$/);
    expect(shared[0]?.title).toMatch(/content/i);
  });
});

test('unknown articles are 404 and noindex; unknown categories and the old address redirect permanently', async ({
  request,
}) => {
  const missing = await request.get('/digital-trends/no-such-article');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('noindex');
  for (const [from, to] of [
    ['/digital-trends/category/astrology', '/digital-trends/category/branding'],
    ['/digital-trends/content-marketing', '/digital-trends/category/content-marketing'],
  ]) {
    const response = await request.get(from ?? '', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(to);
  }
});

test('category pages: trail, their own articles and the consultation button', async ({ page }) => {
  expect(categories.map((route) => route.path).sort()).toEqual(
    ['branding', 'content-marketing', 'digital-marketing', 'ecommerce', 'web-design'].map(
      (id) => `/digital-trends/category/${id}`,
    ),
  );
  await page.goto('/digital-trends/category/web-design');
  const trail = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('link', { name: 'Digital Trends' })).toHaveAttribute('href', '/digital-trends');
  await expect(trail.getByText('Web Design & Development')).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
    'href',
    '/book-consultation',
  );
});

test('the RSS feed parses and lists every article; the sitemap dates each one', async ({ page, request }) => {
  const feed = await request.get('/digital-trends/rss.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  await page.goto('/');
  const items = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    if (document.querySelector('parsererror')) throw new Error('The feed is not well-formed XML');
    return [...document.querySelectorAll('channel > item')].map((item) => ({
      link: item.querySelector('link')?.textContent ?? '',
      title: item.querySelector('title')?.textContent ?? '',
      date: item.querySelector('pubDate')?.textContent ?? '',
    }));
  }, xml);
  expect(items.map((item) => new URL(item.link).pathname).sort()).toEqual(articles.map((route) => route.path).sort());
  for (const item of items) {
    expect(item.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.date))).toBe(false);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of articles) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  }
});

test('site search finds an article by a word only its body has', async ({ page }) => {
  const path = '/digital-trends/mobile-first-design-business-success';
  await page.goto(path);
  const head =
    `${await page.title()} ${await page.locator('meta[name="description"]').getAttribute('content')} ${await page
      .locator('meta[name="keywords"]')
      .getAttribute('content')}`.toLowerCase();
  const bodyWords = (await page.locator('article p, article li').allTextContents())
    .join(' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 7 && !head.includes(word));
  const word = bodyWords[0];
  expect(word, 'a body word the head does not have').toBeTruthy();
  await page.goto(`/search?q=${word}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Mobile/ })
      .first(),
  ).toHaveAttribute('href', path);
});

test('"What we write about" keeps its paragraphs together beside the taller list of latest articles', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/digital-trends');
  const section = page.getByRole('region', { name: 'What we write about' });
  const paragraphs = section.locator('p').filter({ hasNotText: /min read/ });
  await expect(paragraphs).toHaveCount(2);
  const [first, second] = await paragraphs.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { box: element.getBoundingClientRect().toJSON(), text: range.getBoundingClientRect().toJSON() };
    }),
  );
  // Each paragraph is as tall as its lines (give or take the leading around the glyphs), and the next starts one
  // paragraph gap (16 px) below it.
  for (const paragraph of [first, second])
    expect((paragraph?.box.height ?? 0) - (paragraph?.text.height ?? 0)).toBeLessThan(20);
  expect((second?.box.top ?? 0) - (first?.box.bottom ?? 0)).toBeLessThanOrEqual(16.5);
  // The list beside them is the taller column: the fault shows only then.
  const latest = await section.getByRole('navigation', { name: 'Latest articles' }).boundingBox();
  expect(latest?.height ?? 0).toBeGreaterThan((second?.box.bottom ?? 0) - (first?.box.top ?? 0));
});
