import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, framesPainted, holdRequests, useStoredTheme, waitForHydration } from './support.ts';

test.describe('not-found page', () => {
  test('answers HTTP 404 with the spec page, noindex', async ({ page, request }) => {
    const raw = await request.get('/no-such-page');
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('<meta name="robots" content="noindex, follow"/>');

    const response = await page.goto('/services/not-a-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    const main = page.locator('main');
    for (const [name, href] of [
      ['Back to Home', '/'],
      ['View Pricing', '/pricing'],
      ['Contact Us', '/contact-page'],
    ] as const) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const popular = main.getByRole('navigation', { name: 'Popular pages' });
    for (const href of ['/pricing', '/portfolio', '/digital-trends', '/book-consultation', '/ai-solutions', '/faq']) {
      await expect(popular.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expectNoAxeViolations(page, '404');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page reads in full', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn Your Website Into a 24/7 Client Machine');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    await expect(page.locator('footer')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the hamburger opens the menu, with every section listed, and a link in it goes to its page', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Portfolio', exact: true })).toBeHidden();
      await banner.getByRole('button', { name: 'Open menu' }).tap();
      await expect(banner.getByRole('link', { name: 'Home', exact: true })).toBeInViewport();
      // Sections cannot expand without the code, so their links are all shown; the sheet scrolls to the last.
      const portfolio = banner.getByRole('link', { name: 'Portfolio', exact: true });
      await portfolio.scrollIntoViewIfNeeded();
      await expect(portfolio).toBeInViewport();
      const demo = banner.getByRole('link', { name: 'Request a Demo' });
      await demo.scrollIntoViewIfNeeded();
      await expect(demo).toBeInViewport();
      // The sheet hangs below the bar, which stays in view to close it.
      const bar = await banner.getByRole('button', { name: 'Open menu' }).boundingBox();
      const sheet = await banner.getByRole('navigation', { name: 'Main' }).boundingBox();
      expect(sheet?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
      await demo.tap();
      await expect(page).toHaveURL(/\/request-demo$/);

      await banner.getByRole('button', { name: 'Open menu' }).tap();
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
      await banner.getByRole('button', { name: 'Open menu' }).tap();
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();
    });
  });

  test('on a desktop a dropdown opens on hover and on keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const seo = banner.getByRole('link', { name: /SEO Services/ });
    await expect(seo).toBeHidden();
    await banner.getByRole('button', { name: 'Services' }).hover();
    await expect(seo).toBeVisible();
    await page.mouse.move(600, 700);
    await expect(seo).toBeHidden();
    await banner.getByRole('button', { name: 'Services' }).focus();
    await expect(seo).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: /Custom Website Design/ })).toBeFocused();
  });
});

test.describe('theme', () => {
  test('a stored dark theme is applied before first paint and survives reloads', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    // Record the root's class at the moment <body> is first parsed, before any paint can happen.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body) {
          (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain('dark');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain('dark');
  });

  test('choosing dark in the toggle persists across a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('banner').getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a choice made before the switch was ready still applies', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/themeToggle-*.js');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('radio', { name: 'Dark' }).click();
    release();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('banner').getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});

test.describe('analytics', () => {
  test('booking, WhatsApp and phone links report cta_click; scroll depth reports each step once', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      // Keep the visitor on the page (cancelled before any link handler runs): only the event matters here.
      window.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    });
    await page.locator('header a[href^="https://wa.me/"]:visible').first().click();
    await page.locator('header a[href^="tel:"]:visible').first().click();
    await page.locator('header a[href="/book-consultation"]:visible').first().click();
    const clicks = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'cta_click'),
    );
    expect(clicks.map((entry) => (entry as { kind: string }).kind)).toEqual(['whatsapp', 'phone', 'booking']);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await framesPainted(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await framesPainted(page);
    const depths = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => (entry as { event?: string }).event === 'scroll_depth')
        .map((entry) => (entry as { percent: number }).percent),
    );
    expect(depths.sort((a, b) => a - b)).toEqual([25, 50, 75, 100]);
  });
});

test('scroll depth after an in-site navigation counts the new page from its top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await framesPainted(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await framesPainted(page);
  const depths = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => {
        const event = entry as { event?: string; path?: string };
        return event.event === 'scroll_depth' && event.path === '/privacy';
      })
      .map((entry) => (entry as { percent: number }).percent),
  );
  // The policy is many screens long: at its top, none of its depths has been reached.
  expect(depths).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('icons and manifest', () => {
  /** Width and height from a PNG's header. */
  const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

  test('the head links a favicon, an SVG icon, an apple-touch icon and the manifest, all served', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const head = page.locator('head');
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
    await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(head.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveAttribute('type', 'image/svg+xml');
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');

    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    // An ICO file: reserved 0, type 1, then at least one image.
    const icoBytes = await ico.body();
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(icoBytes.readUInt16LE(4)).toBeGreaterThan(0);

    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');
    expect(pngSize(await touch.body())).toBe('180x180');
  });

  test('the manifest lists 192 and 512 px icons, plain and maskable, each the size it says', async ({ request }) => {
    const response = await request.get('/site.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.theme_color).toBe('#4f46e5');
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const purpose of ['any', 'maskable']) {
      expect(
        pngs.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes),
        `${purpose} icons`,
      ).toEqual(expect.arrayContaining(['192x192', '512x512']));
    }
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
  });
});
