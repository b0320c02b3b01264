import { expect, type Page, test } from '@playwright/test';
import { framesPainted, waitForHydration } from './support.ts';

/**
 * The booking calendar on /pricing. The build under test embeds a booking page (`BOOKING_CALENDAR_URL`, set by
 * `npm test`); the calendar's hosts are stubbed here, so nothing leaves the machine.
 */
const widgetHost = 'https://assets.calendly.com';

interface CalendarTraffic {
  /** Every request to a host other than the site's. */
  foreign: string[];
}

/** Stubs the calendar's widget and booking page; `failWidget` makes the widget's script fail to load. */
async function stubCalendar(page: Page, { failWidget = false } = {}): Promise<CalendarTraffic> {
  const traffic: CalendarTraffic = { foreign: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== 'localhost') traffic.foreign.push(request.url());
  });
  await page.route(`${widgetHost}/**/widget.css`, (route) =>
    route.fulfill({ contentType: 'text/css', body: '.calendly-inline-widget { min-height: 600px; }' }),
  );
  await page.route(`${widgetHost}/**/widget.js`, (route) =>
    failWidget
      ? route.abort('connectionfailed')
      : route.fulfill({
          contentType: 'text/javascript',
          body: `window.Calendly = { initInlineWidget({ url, parentElement }) {
            const frame = document.createElement('iframe');
            frame.title = 'Booking calendar'; frame.src = url; frame.style.width = '100%'; frame.style.height = '600px';
            parentElement.append(frame);
          } };`,
        }),
  );
  // On the context, so a booking page opened in a new tab is stubbed too.
  await page.context().route('https://calendly.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Pick a time</title><h1>Pick a time</h1>',
    }),
  );
  return traffic;
}

const calendarSection = (page: Page) => page.locator('section#strategy-call');

test.describe('booking calendar', () => {
  test('stays hidden and untouched until asked for, then loads its widget once however often it is asked', async ({
    page,
  }) => {
    const traffic = await stubCalendar(page);
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(calendarSection(page)).toBeHidden();
    // Reading the whole page asks nothing of the calendar's hosts.
    await page.mouse.wheel(0, 20_000);
    await framesPainted(page);
    expect(traffic.foreign).toEqual([]);

    const hero = page
      .getByRole('main')
      .getByRole('link', { name: /^Book Free Strategy Call/ })
      .first();
    await hero.scrollIntoViewIfNeeded();
    await hero.click();
    await expect(calendarSection(page)).toBeVisible();
    await expect(
      calendarSection(page).frameLocator('iframe').getByRole('heading', { name: 'Pick a time' }),
    ).toBeVisible();
    // The section is scrolled to (after 100 ms, smoothly) and has focus, for keyboard and screen-reader users.
    await expect(calendarSection(page)).toBeInViewport();
    await expect(calendarSection(page)).toBeFocused();
    // In the same tab, as an in-page link.
    expect(page.url()).toMatch(/\/pricing#strategy-call$/);
    expect(page.context().pages()).toHaveLength(1);

    // A second reveal, from an SEO package flagged for it, by keyboard.
    const seoPackage = page.locator('#growth-packages').getByRole('link', { name: /Growth Accelerator/ });
    await seoPackage.focus();
    await page.keyboard.press('Enter');
    await expect(calendarSection(page)).toBeInViewport();
    await framesPainted(page);
    expect(traffic.foreign.filter((url) => url.endsWith('/widget.css'))).toHaveLength(1);
    expect(traffic.foreign.filter((url) => url.endsWith('/widget.js'))).toHaveLength(1);
    await expect(calendarSection(page).locator('iframe')).toHaveCount(1);
  });

  test('the link at the bottom reveals it too, and it stays revealed', async ({ page }) => {
    await stubCalendar(page);
    await page.goto('/pricing');
    await waitForHydration(page);
    const closing = page
      .getByRole('region', { name: /written quote/i })
      .getByRole('link', { name: /Book Free Strategy Call/ });
    await closing.scrollIntoViewIfNeeded();
    await closing.click();
    await expect(calendarSection(page)).toBeInViewport();
    await page.mouse.wheel(0, -20_000);
    await framesPainted(page);
    await expect(calendarSection(page)).toBeVisible();
  });

  test('without JavaScript, every reveal control shows the section, which links to the booking page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    const controls = page.getByRole('link', { name: /Book (Free|a) Strategy Call/ });
    await expect(controls).toHaveCount(4);
    for (const control of await controls.all()) {
      await expect(control).toHaveAttribute('href', '#strategy-call');
      await expect(control).not.toHaveAttribute('target', /.*/);
    }
    await expect(calendarSection(page)).toBeHidden();
    await controls.first().click();
    await expect(calendarSection(page)).toBeInViewport();
    await expect(calendarSection(page).getByRole('status')).toBeHidden();
    // Said once: the kit's note, not the link's own words as well.
    const booking = calendarSection(page).getByRole('link', {
      name: 'Open the booking page (opens in a new tab)',
      exact: true,
    });
    await expect(booking).toHaveAttribute('href', /^https:\/\/calendly\.com\//);
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    await context.close();
  });

  test('when the widget cannot load, the section says so and links to the booking page', async ({ page }) => {
    await stubCalendar(page, { failWidget: true });
    await page.goto('/pricing');
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Book Free Strategy Call/ })
      .first()
      .click();
    const alert = calendarSection(page).getByRole('alert');
    await expect(alert).toContainText('The calendar could not load here.');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      alert.getByRole('link', { name: 'Open the booking page (opens in a new tab)', exact: true }).click(),
    ]);
    await expect(popup).toHaveURL(/^https:\/\/calendly\.com\//);
  });

  test("the calendar's hosts are allowed on /pricing only", async ({ request }) => {
    const pricing = (await request.get('/pricing')).headers()['content-security-policy'] ?? '';
    expect(pricing).toMatch(/script-src [^;]*https:\/\/assets\.calendly\.com/);
    expect(pricing).toMatch(/frame-src https:\/\/calendly\.com/);
    for (const path of ['/', '/portfolio', '/book-consultation']) {
      expect((await request.get(path)).headers()['content-security-policy']).not.toMatch(/calendly/);
    }
  });
});

test('every link to /contact on /pricing says where on the page it was', async ({ page }) => {
  await page.goto('/pricing');
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/contact"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const contact = hrefs.filter((href) => new URL(href, 'http://x').pathname === '/contact');
  const mediums = contact.map((href) => {
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('utm_source'), href).toBe('pricing');
    return params.get('utm_medium');
  });
  expect(mediums.sort()).toEqual(
    [
      'hero_cta',
      'launch_package',
      'growth_package',
      'scale_package',
      'enterprise_package',
      'performance_suite',
      'enterprise_growth',
      'final_cta',
    ].sort(),
  );
});

test('the packages are offers in AUD for search engines, and the footer packs land on their section', async ({
  page,
}) => {
  await page.goto('/pricing');
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const catalog = documents.find((document) => document['@type'] === 'OfferCatalog');
  expect(catalog).toBeDefined();
  const offers = catalog.itemListElement.flatMap((group: { itemListElement: unknown[] }) => group.itemListElement);
  expect(offers).toHaveLength(8);
  for (const offer of offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' });
    expect(offer.name).toBeTruthy();
  }
  const byName = (name: string) => offers.find((offer: { name: string }) => offer.name === name);
  expect(byName('Launch').priceSpecification).toMatchObject({ priceCurrency: 'AUD', minPrice: 1200, maxPrice: 1500 });
  expect(byName('Growth Accelerator').priceSpecification).toMatchObject({
    '@type': 'UnitPriceSpecification',
    unitText: 'MONTH',
    minPrice: 1500,
    maxPrice: 2200,
  });
  expect(byName('Launch').priceSpecification).not.toHaveProperty('unitText');
  expect(byName('Performance Suite').priceSpecification).toMatchObject({ minPrice: 2500 });

  const packs = page.locator('#growth-packages');
  for (const pack of [
    'SEO Booster Pack',
    'Site Speed Optimization',
    'Social Media & Ads',
    'Lead Funnel Bundle',
    'Local Growth Dominator',
  ]) {
    await expect(packs.getByRole('heading', { name: pack })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: pack })).toHaveAttribute(
      'href',
      '/pricing#growth-packages',
    );
  }
});
