/**
 * Every control whose behaviour comes from code, made the visitor's first interaction on a freshly opened page: on a
 * phone (touch, CPU slowed 4×) before any of the page's code has run, and with JavaScript off where the control has
 * an HTML meaning. Each asserts the spec's visible result, in the same tab.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { isHydrated, viewports } from './support.ts';

const phone = { viewport: viewports.phone, isMobile: true, hasTouch: true } as const;

/** A fresh phone page with its CPU slowed 4×, as Lighthouse's phone profile does. */
async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Opens `path` untouched: the first script has run, nothing has hydrated. */
async function openUntouched(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page), 'nothing hydrated before the first tap').toBe(false);
}

/** The page's address without its origin. */
const addressOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

test.describe('the first tap, before any code has run', () => {
  test.use(phone);

  for (const control of [
    {
      name: 'the hero button',
      locate: (page: Page) =>
        page
          .getByRole('main')
          .getByRole('link')
          .filter({ hasText: /^Book Free Strategy Call$/ })
          .first(),
    },
    {
      name: 'an SEO package flagged for it',
      locate: (page: Page) => page.locator('#growth-packages').getByRole('link', { name: /Growth Accelerator/ }),
    },
    {
      name: 'the link at the bottom',
      locate: (page: Page) =>
        page.getByRole('region', { name: /written quote/i }).getByRole('link', { name: /Book Free Strategy Call/ }),
    },
  ]) {
    test(`/pricing: ${control.name} reveals the booking calendar and scrolls to it, in the same tab`, async ({
      context,
    }) => {
      // The calendar's hosts are stubbed: nothing leaves the machine.
      await context.route(/calendly\.com/, (route) => route.fulfill({ body: '', contentType: 'text/plain' }));
      const page = await slowPhone(context);
      await openUntouched(page, '/pricing');
      const calendar = page.locator('section#strategy-call');
      await expect(calendar).toBeHidden();
      const trigger = control.locate(page);
      await trigger.scrollIntoViewIfNeeded();
      await trigger.tap();
      await expect(calendar).toBeVisible();
      await expect(calendar).toBeInViewport();
      expect(addressOf(page)).toBe('/pricing#strategy-call');
      expect(context.pages(), 'no new tab').toHaveLength(1);
    });
  }

  test('an industry page: the action bar’s Get Quote scrolls to the page’s own contact section', async ({
    context,
  }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/industries/dental');
    const getQuote = page
      .getByRole('complementary', { name: 'Quick actions' })
      .getByRole('link', { name: 'Get Quote' });
    await expect(getQuote).toBeVisible({ timeout: 6000 });
    await getQuote.tap();
    await expect(page.locator('#contact-section')).toBeInViewport();
    await expect(page.locator('#contact-section')).toBeFocused();
    expect(addressOf(page), 'no navigation to the home page').toBe('/industries/dental');
  });

  test('the home page: the hero’s buttons scroll to their sections', async ({ context }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/');
    const target = page.locator('a[data-jump="process-section"]').first();
    await target.tap();
    await expect(page.locator('#process-section')).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a job page: Apply Now goes to the application form', async ({ context }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/careers/ui-ux-designer');
    await page.getByRole('link', { name: 'Apply Now' }).first().tap();
    await expect(page.locator('#apply')).toBeInViewport();
    expect(addressOf(page)).toBe('/careers/ui-ux-designer#apply');
  });

  test('/faq: a question opens its answer', async ({ context }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/faq');
    const question = page.locator('details summary').first();
    await question.tap();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
  });

  test('the menu button opens the navigation', async ({ context }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toBeVisible();
  });

  test('/portfolio: a filter shows its projects', async ({ context }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/portfolio');
    const filters = page.getByRole('navigation', { name: /filter/i });
    const filter = filters.getByRole('link').nth(1);
    const label = ((await filter.textContent()) ?? '').replace(/\d+$/, '').trim();
    await filter.tap();
    await expect(page).toHaveURL(/\?category=/);
    await expect(
      page.getByRole('navigation', { name: /filter/i }).getByRole('link', { name: new RegExp(label) }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('the action bar’s Dismiss hides it', async ({ context }) => {
    const page = await slowPhone(context);
    await openUntouched(page, '/about');
    const bar = page.getByRole('complementary', { name: 'Quick actions' });
    await expect(bar).toBeVisible({ timeout: 6000 });
    await bar.getByRole('button', { name: 'Dismiss' }).tap();
    await expect(bar).toBeHidden();
  });

  test('an article: Share opens the share sheet with the article’s address', async ({ context }) => {
    const page = await slowPhone(context);
    // The headless browser has no share sheet of its own: this one records what it was given.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await openUntouched(page, '/digital-trends/seo-results');
    const share = page.getByRole('button', { name: 'Share' });
    await share.scrollIntoViewIfNeeded();
    await share.tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toMatch(/\/digital-trends\/seo-results$/);
    expect(context.pages()).toHaveLength(1);
  });

  test('a lead form: Send with nothing filled in shows the problems, on the page', async ({ context }) => {
    const page = await slowPhone(context);
    // The form's code is held back until the early answer has been seen, however fast the machine.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await context.route(/\/assets\/ContactForm-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await openUntouched(page, '/contact');
    const send = page.getByRole('button', { name: 'Send My Message' });
    await send.scrollIntoViewIfNeeded();
    await send.tap();
    const problems = [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your email address',
      'Please tell us about your project',
    ];
    // The first script answers at once (the early summary), focused; the form's code, once it has run, gives the
    // same verdict in its own summary, with each field marked, and the early one goes.
    const summaries = page.locator('form').getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summaries).toHaveCount(1);
    await expect(summaries.getByRole('link')).toHaveText(problems);
    await expect(page.locator('[data-early-checks]')).toBeFocused();
    await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute('data-hydrated');
    releaseCode();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(summaries).toHaveCount(1);
    await expect(summaries.getByRole('link')).toHaveText(problems);
    await expect(page.locator('[data-early-checks]')).toBeHidden();
    await expect(page.locator('form div[tabindex="-1"]:focus')).toContainText('There is a problem');
    expect(new URL(page.url()).pathname).toBe('/contact');
  });
});

test.describe('the first click on a desktop, before any code has run', () => {
  test.use({ viewport: viewports.desktop });

  test('the theme switch applies dark and keeps it', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('radio', { name: 'Dark' }).first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test('/pricing: the booking button reveals the calendar section', async ({ page }) => {
    await page.goto('/pricing');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Book Free Strategy Call$/ })
      .first()
      .tap();
    await expect(page.locator('section#strategy-call')).toBeInViewport();
  });

  test('an industry page: the action bar’s Get Quote leads to the home page’s contact form', async ({ page }) => {
    await page.goto('/industries/dental');
    const getQuote = page
      .getByRole('complementary', { name: 'Quick actions' })
      .getByRole('link', { name: 'Get Quote' });
    await expect(getQuote).toBeVisible({ timeout: 6000 });
    await getQuote.tap();
    await expect(page).toHaveURL(/\/#contact-section$/);
    await expect(page.locator('#contact-section')).toBeInViewport();
  });

  test('/faq: a question opens its answer', async ({ page }) => {
    await page.goto('/faq');
    await page.locator('details summary').first().tap();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
  });

  test('a job page: Apply Now goes to the application form', async ({ page }) => {
    await page.goto('/careers/ui-ux-designer');
    await page.getByRole('link', { name: 'Apply Now' }).first().tap();
    await expect(page.locator('#apply')).toBeInViewport();
  });

  test('/portfolio: a filter shows its projects', async ({ page }) => {
    await page.goto('/portfolio');
    await page
      .getByRole('navigation', { name: /filter/i })
      .getByRole('link')
      .nth(1)
      .tap();
    await expect(page).toHaveURL(/\?category=/);
    await expect(page.getByRole('navigation', { name: /filter/i }).locator('[aria-current="true"]')).not.toHaveText(
      /^All/,
    );
  });

  test('the menu button opens the navigation', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toBeVisible();
  });

  test('controls that need code are not offered: the theme switch, Dismiss, Share', async ({ page, browser }) => {
    await page.goto('/digital-trends/seo-results');
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Dismiss' })).toBeHidden();
    // The theme switch stands in the desktop header.
    const desktop = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const wide = await desktop.newPage();
    await wide.goto('/about');
    await expect(wide.getByRole('banner')).toBeVisible();
    await expect(wide.getByRole('radio', { name: 'Dark' })).toBeHidden();
    await desktop.close();
  });

  test('an article offers no Share button it could not honour', async ({ page }) => {
    await page.goto('/digital-trends/seo-results');
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
  });
});
