import { expect, type Locator, type Page, test } from '@playwright/test';
import { toastWith } from './lead-form-helpers.ts';
import { fieldOf, fieldSpec, leadForm, openForm } from './lead-forms.ts';
import { expectScrollToSettle, framesPainted, manifest, scrollToEnd, viewports, waitForHydration } from './support.ts';

const servicesSlugs = [
  'custom-website-design',
  'branding-agency',
  'logo-design',
  'shopify-development',
  'wordpress-development',
  'ecommerce-development',
  'digital-marketing',
  'seo-services',
  'social-media-marketing',
  'brand-identity',
  'graphic-design',
  'digital-marketing-consulting',
];
const industrySlugs = [
  'automotive',
  'banking',
  'construction',
  'dental',
  'financial',
  'fitness',
  'healthcare',
  'hotels',
  'hvac',
  'legal',
  'plumbing',
  'real-estate',
  'restaurants',
  'venture-capital',
];

test.describe('header on desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('has the spec links, CTA and the three dropdowns with their slugs', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Portfolio', '/portfolio'],
      ['Before & After', '/before-after'],
      ['Digital Trends', '/digital-trends'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Free Strategy Plan' }).first(),
    ).toHaveAttribute('href', '/book-consultation');
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const slug of servicesSlugs) expect(hrefs).toContain(`/services/${slug}`);
    for (const slug of industrySlugs) expect(hrefs).toContain(`/industries/${slug}`);
    for (const href of ['/haptik-chatbot', '/whatsapp-api', '/ai-solutions', '/request-demo'])
      expect(hrefs).toContain(href);
  });

  test('a dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    // From here on, page time moves only when the test says so. The pause lands a second ahead: on a busy
    // machine the page's clock may run on a little before it does.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Services' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'SEO Services' })).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(299);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('dropdowns work from the keyboard (disclosure navigation)', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Industries' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/industries/automotive');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('floating actions appear only after 400 px of scroll', async ({ page }) => {
    await page.goto('/unsubscribe');
    await waitForHydration(page);
    const book = page.getByRole('link', { name: 'Book Strategy Session' });
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 400);
    });
    await framesPainted(page);
    await expect(book).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 401));
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute('href', '/book-consultation');
    // Away from the home page, 'Start My Transformation' goes to the home page's contact section.
    await page.getByRole('link', { name: 'Start My Transformation' }).click();
    await expect(page).toHaveURL(/\/#contact-section$/);
    await expect(page.locator('#contact-section')).toBeInViewport();
  });

  test('the mobile bar never shows on desktop', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(page.getByRole('link', { name: 'Book Consult' })).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone, hasTouch: true });

  test('the hamburger menu opens and each section toggles on tap', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const section = page.getByRole('banner').getByRole('button', { name: 'AI Solutions' });
    await section.tap();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Request a Demo' })).toBeVisible();
    await section.tap();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Request a Demo' })).toBeHidden();
  });

  test('the action bar appears 3 s after the first paint, carries its campaign link and can be dismissed', async ({
    page,
  }) => {
    // Time stands still from before the page loads; the page's own paint entry says when it was first seen.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    // A touch starts the page's code after its next frame, and frames wait on the paused clock: one is let through.
    await page.keyboard.press('Shift');
    await page.clock.runFor(20);
    await waitForHydration(page);
    const book = page.getByRole('link', { name: 'Book Consult' });
    const dueIn = await page.evaluate(() => {
      const paint =
        performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0];
      return 3000 - Math.max(0, performance.now() - (paint?.startTime ?? 0));
    });
    if (dueIn > 1) {
      await page.clock.runFor(Math.ceil(dueIn) - 1);
      await expect(book).toBeHidden();
    }
    await page.clock.runFor(2);
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute(
      'href',
      '/book-consultation?utm_source=mobile_fomo&utm_medium=sticky_bar&utm_campaign=strategy_call',
    );
    await expect(page.getByRole('link', { name: 'Get Quote' })).toBeVisible();
    await page.clock.resume();
    await page.getByRole('button', { name: 'Dismiss' }).tap();
    await expect(book).toBeHidden();
  });

  test('floating actions stay hidden under 768 px', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await framesPainted(page);
    await expect(page.getByRole('link', { name: 'Book Strategy Session' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has careers, the quote link with its campaign, the growth packages and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    await expect(footer.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute(
      'href',
      '/contact?utm_source=footer&utm_medium=cta&utm_campaign=custom_quote',
    );
    for (const name of [
      'SEO Booster Pack',
      'Site Speed Optimization',
      'Social Media & Ads',
      'Lead Funnel Bundle',
      'Local Growth Dominator',
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/pricing#growth-packages');
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/terms#refund-policy');
    await expect(footer.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', '/unsubscribe');
  });

  // WCAG 2.2's smallest target (2.5.8): stacked one under another, each line must be a target of its own size.
  for (const width of [390, 412]) {
    test(`on a ${width} px phone the phone, e-mail and WhatsApp lines are each at least 24 px tall`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/book-consultation');
      const address = page.getByRole('contentinfo').locator('address');
      const links = address.getByRole('link');
      await expect(links).toHaveCount(3);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box?.height, (await link.textContent()) ?? undefined).toBeGreaterThanOrEqual(24);
      }
    });
  }
});

test.describe('navigation behaviour', () => {
  test('a route change starts at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/unsubscribe$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Client-side navigation updates the head too.
    await expect(page).toHaveTitle('Unsubscribe | Tallowood Digital');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/unsubscribe$/);
    await expect(page.locator('title')).toHaveCount(1);
    const description = manifest.routes.find((route) => route.path === '/unsubscribe')?.description;
    expect(description).toBeTruthy();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description ?? '');
  });

  test('landing on a URL hash takes the visitor, and keyboard focus, to its element', async ({ page }) => {
    await page.goto('/#process-section');
    await waitForHydration(page);
    const section = page.locator('#process-section');
    await expect(section).toBeInViewport();
    // The browser scrolls to an anchor by itself; moving focus there is the site's own doing.
    await expect(section).toBeFocused();
  });

  test('after landing on a URL hash, the next route change still starts at the top', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/#process-section');
    await waitForHydration(page);
    await expect(page.locator('#process-section')).toBeFocused();
    await expectScrollToSettle(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Digital Trends', exact: true }).click();
    await expect(page).toHaveURL(/\/digital-trends$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navigation to a hash on a phone', () => {
  // Reduced motion makes the kit scroll instantly, so the 100 ms can be timed to the millisecond.
  test.use({ viewport: viewports.phone, hasTouch: true, reducedMotion: 'reduce' });

  test("a client-side link to another page's section scrolls there 100 ms after the route change", async ({ page }) => {
    await page.clock.install();
    await page.goto('/unsubscribe');
    await waitForHydration(page);
    await page.clock.runFor(3000);
    const getQuote = page.getByRole('link', { name: 'Get Quote' });
    await expect(getQuote).toBeVisible();
    // Page time stands still from here: the route change and its timers all start at this moment.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // /unsubscribe has no contact section, so 'Get Quote' routes to the home page's (`/#contact-section`).
    await getQuote.click();
    await expect(page).toHaveURL(/\/#contact-section$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn Your Website Into a 24/7 Client Machine');
    const section = page.locator('#contact-section');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.clock.runFor(99);
    expect(await page.evaluate(() => window.scrollY), 'nothing moves before 100 ms').toBe(0);
    await expect(section).not.toBeFocused();

    await page.clock.runFor(1);
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
function overlaps(a: Box, b: Box) {
  return (
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
  );
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as Box;
}

test.describe('one left edge for header and content', () => {
  for (const width of [1280, 1440]) {
    test(`the logo starts where the hero and sections do at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const logo = await boxOf(page.getByRole('banner').getByRole('link', { name: 'Tallowood Digital home' }));
      const headline = await boxOf(page.getByRole('heading', { level: 1 }));
      const heroAction = await boxOf(page.getByRole('main').getByRole('link', { name: 'Get My Free Audit & Quote' }));
      expect(Math.abs(headline.x - logo.x), 'hero headline vs logo').toBeLessThanOrEqual(1);
      expect(Math.abs(heroAction.x - logo.x), 'hero button vs logo').toBeLessThanOrEqual(1);
      // A section further down: its first card starts on the same edge.
      const packages = page.locator('#process-section');
      const firstStep = await boxOf(packages.getByRole('listitem').first());
      expect(Math.abs(firstStep.x - logo.x), 'process section vs logo').toBeLessThanOrEqual(1);
    });
  }
});

test.describe('header from tablet to wide desktop', () => {
  for (const width of [768, 900, 1024, 1280, 1440]) {
    test(`at ${width} px every header control is whole, inside the window and clear of the others`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      const banner = page.getByRole('banner');
      const controls = banner.locator('a:visible, button:visible');
      const count = await controls.count();
      expect(count).toBeGreaterThan(3);
      const boxes: Array<{ name: string; box: Box }> = [];
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        await expect(control, `${name} is fully visible`).toBeInViewport({ ratio: 1 });
        const box = await boxOf(control);
        expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
        for (const other of boxes) expect(overlaps(box, other.box), `${name} overlaps ${other.name}`).toBe(false);
        boxes.push({ name, box });
      }
    });
  }

  for (const width of [768, 900, 1024]) {
    test(`at ${width} px every main navigation entry can be seen whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const banner = page.getByRole('banner');
      const menuButton = banner.getByRole('button', { name: 'Open menu' });
      // Below the width where one row holds them all, the entries move into the menu.
      if (await menuButton.isVisible()) await menuButton.click();
      const nav = banner.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
      for (const name of ['Home', 'Portfolio', 'Before & After', 'Digital Trends', 'Pricing', 'About']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      for (const name of ['Services', 'AI Solutions', 'Industries']) {
        await expect(nav.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test.describe('contact details', () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    test(`each icon sits on its link's line at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact-page');
      const details = page.getByRole('complementary', { name: 'Other ways to reach us' });
      for (const link of [
        details.getByRole('link', { name: /^\(03\)/ }),
        details.getByRole('link', { name: /^WhatsApp us/ }),
      ]) {
        await link.scrollIntoViewIfNeeded();
        const icon = await boxOf(link.locator('svg'));
        // The box of the link's words, without the icon.
        const words = await link.evaluate((element) => {
          const text = [...element.childNodes].find(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (!text) return null;
          const range = document.createRange();
          range.selectNodeContents(text);
          const rect = range.getBoundingClientRect();
          return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        });
        expect(words, 'the link has words').not.toBeNull();
        const text = words as Box;
        expect(icon.x + icon.width, 'the icon comes before the words').toBeLessThanOrEqual(text.x);
        const iconMiddle = icon.y + icon.height / 2;
        expect(iconMiddle, 'the icon is on the words’ line').toBeGreaterThan(text.y);
        expect(iconMiddle, 'the icon is on the words’ line').toBeLessThan(text.y + text.height);
      }
    });
  }
});

test.describe('mobile action bar and the end of the page', () => {
  test.use({ viewport: viewports.phone, hasTouch: true });

  /** Where the footer ends and where the page ends, once scrolled to the bottom. */
  async function pageEnd(page: Page) {
    await scrollToEnd(page);
    await expectScrollToSettle(page);
    return page.evaluate(() => ({
      footerBottom: document.querySelector('footer')?.getBoundingClientRect().bottom ?? Number.NaN,
      viewportBottom: window.innerHeight,
    }));
  }

  test('while the bar shows it leaves the footer uncovered; dismissed, it leaves no space under the footer', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(3000);
    const bar = page.getByRole('complementary', { name: 'Quick actions' });
    await expect(bar).toBeVisible();

    const shown = await pageEnd(page);
    const barBox = await boxOf(bar);
    expect(shown.footerBottom, 'the footer ends above the bar').toBeLessThanOrEqual(barBox.y + 0.5);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Unsubscribe' })).toBeInViewport({
      ratio: 1,
    });

    await page.clock.resume();
    await bar.getByRole('button', { name: 'Dismiss' }).tap();
    await expect(bar).toBeHidden();
    const dismissed = await pageEnd(page);
    expect(Math.abs(dismissed.viewportBottom - dismissed.footerBottom), 'blank space under the footer').toBeLessThan(1);
  });
});

test.describe('social proof on desktop', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the toast covers neither hero button nor the floating actions`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.goto('/');
      await waitForHydration(page);
      const region = page.getByRole('complementary', { name: 'Recent activity' });
      await expect(region).toBeAttached();
      await page.clock.runFor(10_500);
      const toast = region.getByRole('status').locator('> div');
      await expect(toast).toBeVisible();
      // Time stands still while the boxes are measured, so the toast stays.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const toastBox = await boxOf(toast);
      const main = page.getByRole('main');
      for (const name of ['Get My Free Audit & Quote', 'See the 48-Hour Process']) {
        const button = main.getByRole('link', { name });
        await expect(button).toBeInViewport();
        expect(overlaps(toastBox, await boxOf(button)), `the toast covers "${name}"`).toBe(false);
      }

      await page.evaluate(() => window.scrollTo(0, 1200));
      const floating = page.getByRole('complementary', { name: 'Quick actions' });
      await expect(floating).toBeVisible();
      await expect(toast).toBeVisible();
      expect(overlaps(await boxOf(toast), await boxOf(floating)), 'the toast covers the floating actions').toBe(false);
    });
  }
});

test.describe('portfolio cards', () => {
  test('at 1280 px every card of a row has its picture in one frame, so the titles share a top', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/portfolio');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => ({
        top: item.getBoundingClientRect().top,
        title: item.querySelector('h3')?.getBoundingClientRect().top ?? Number.NaN,
      })),
    );
    expect(boxes.length, 'the portfolio lists its projects').toBeGreaterThanOrEqual(6);
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    expect([...rows.values()].filter((row) => row.length === 3).length, 'rows of three cards').toBeGreaterThanOrEqual(
      2,
    );
    for (const row of rows.values()) {
      const tops = row.map((box) => box.title);
      expect(Math.max(...tops) - Math.min(...tops), `titles of the row at ${row[0]?.top}`).toBeLessThan(1);
    }
  });
});

test.describe('lead form submit buttons', () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    test(`at ${viewport.width} px the contact page's button is the other lead forms': same kit button, as wide as its form`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const seen: Array<{ path: string; className: string }> = [];
      for (const [path, form] of [
        ['/', 'home'],
        ['/book-consultation', 'consultation'],
        ['/request-demo', 'demo'],
        ['/contact-page', 'contact'],
      ] as const) {
        await page.goto(path);
        const submit = page.locator(`form:has(input[name="_form"][value="${form}"]) button[type="submit"]`);
        await expect(submit, path).toHaveCount(1);
        const { className, width, formWidth } = await submit.evaluate((button) => {
          const element = button.closest('form') as HTMLFormElement;
          const style = getComputedStyle(element);
          return {
            className: button.className,
            width: button.getBoundingClientRect().width,
            formWidth:
              element.getBoundingClientRect().width -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight),
          };
        });
        expect(Math.abs(width - formWidth), `${path}: the button spans its form`).toBeLessThan(1);
        seen.push({ path, className });
      }
      for (const { path, className } of seen.slice(1)) expect(className, path).toBe(seen[0]?.className);
    });
  }
});

test.describe("a form's messages and the quick actions", () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    test(`at ${viewport.width} px the toast stacks clear of the quick actions`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const entry = leadForm('home');
      const form = await openForm(page, entry);
      // The phone's bar shows 3 s after the first paint; the desktop pair once the page is past 400 px, as it is at the
      // form.
      const quick = page.getByRole('complementary', { name: 'Quick actions' }).filter({ visible: true });
      await expect(quick).toBeVisible();
      // Enter in a field with no service chosen: the form says so in a toast.
      await fieldOf(form, fieldSpec(entry, 'name')).press('Enter');
      const toast = toastWith(page, entry.missingToast ?? '');
      await expect(toast).toBeVisible();
      // Measured at rest: the bar slides up, the toast slides in.
      for (const element of [toast, quick])
        await element.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
      const toastBox = await boxOf(toast);
      const quickBox = await boxOf(quick);
      expect(overlaps(toastBox, quickBox), 'the toast covers the quick actions').toBe(false);
      expect(toastBox.y + toastBox.height, 'the toast sits above them').toBeLessThanOrEqual(quickBox.y);
    });
  }
});

test.describe('hero buttons', () => {
  // One page of each template whose hero has buttons: home, service, industry, landing, sales, about, job, case study
  // (three buttons, with its demo) and a client's demo.
  const heroPages = [
    '/',
    '/services/seo-services',
    '/industries/dental',
    '/dental-websites',
    '/pricing',
    '/about',
    '/careers/senior-web-developer',
    '/portfolio/quollware',
    '/portfolio/quollware/preview',
  ];

  for (const viewport of [viewports.phone, viewports.desktop]) {
    test(`at ${viewport.width} px every hero sets its buttons out the same way`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of heroPages) {
        await page.goto(path);
        const hero = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::section[1]');
        const { column, gap, buttons } = await hero.evaluate((section) => {
          // The buttons are the hero's block of links (a link in the subtitle sits in its text).
          const links = [...section.querySelectorAll('a')].filter(
            (link) => link.parentElement?.tagName === 'DIV' && link.parentElement.childElementCount > 1,
          );
          const actions = links[0]?.parentElement ?? section;
          // The hero's column of words, which the buttons share.
          const words = (actions.parentElement ?? section).getBoundingClientRect();
          return {
            column: { left: words.left, width: words.width },
            gap: Number.parseFloat(getComputedStyle(actions).columnGap) || 0,
            buttons: links
              .filter((link) => link.parentElement === actions)
              .map((link) => {
                const { left, right, top, bottom, width } = link.getBoundingClientRect();
                return { name: link.textContent ?? '', left, right, top, bottom, width };
              }),
          };
        });
        expect(buttons.length, `${path}: the hero has two or more buttons`).toBeGreaterThanOrEqual(2);
        if (viewport === viewports.phone) {
          // Stacked, each as wide as the column.
          for (const [index, button] of buttons.entries()) {
            expect(Math.abs(button.width - column.width), `${path}: "${button.name}" spans the column`).toBeLessThan(1);
            const above = buttons[index - 1];
            if (above)
              expect(button.top, `${path}: "${button.name}" under "${above.name}"`).toBeGreaterThanOrEqual(
                above.bottom,
              );
          }
        } else {
          // Side by side, the first two always; a later one starts a new row only when the row has no room left for it.
          const [first, second] = buttons;
          expect(Math.abs((second?.top ?? 0) - (first?.top ?? 0)), `${path}: the first two share a row`).toBeLessThan(
            1,
          );
          for (const [index, button] of buttons.entries()) {
            const before = buttons[index - 1];
            if (!before) continue;
            const sameRow = Math.abs(button.top - before.top) < 1;
            const rowStart = Math.min(...buttons.map((each) => each.left));
            const hadRoom = before.right + gap + button.width - rowStart <= column.width + 1;
            expect(sameRow || !hadRoom, `${path}: "${button.name}" beside "${before.name}" while it fits`).toBe(true);
            if (sameRow)
              expect(button.left, `${path}: "${button.name}" after "${before.name}"`).toBeGreaterThan(before.right);
          }
        }
      }
    });
  }
});
