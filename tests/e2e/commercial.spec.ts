import { expect, type Page, test } from '@playwright/test';
import { guarantees } from '../../site/src/content/guarantees.ts';
import { waitForHydration } from './support.ts';

/** The page's JSON-LD documents, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
}

const projects = (page: Page) =>
  page
    .locator('#projects')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter projects by category' });

test.describe('portfolio filter', () => {
  test('by mouse: one category at a time, kept in the address and announced, and kept on reload', async ({ page }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    await expect(projects(page)).toHaveCount(7);
    await expect(page.getByRole('status').filter({ hasText: 'Showing all 7 projects.' })).toBeAttached();

    await filters(page)
      .getByRole('link', { name: /^Healthcare/ })
      .click();
    await expect(page).toHaveURL(/\/portfolio\?category=healthcare$/);
    await expect(projects(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Showing 1 project in Healthcare.' })).toBeAttached();
    await expect(filters(page).getByRole('link', { name: /^Healthcare/ })).toHaveAttribute('aria-current', 'true');
    await expect(projects(page).first().getByText('Healthcare', { exact: true })).toBeVisible();

    await page.reload();
    await expect(projects(page)).toHaveCount(1);
    await expect(filters(page).getByRole('link', { name: /^Healthcare/ })).toHaveAttribute('aria-current', 'true');

    await filters(page).getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(projects(page)).toHaveCount(7);
  });

  test('by keyboard: Tab to a filter, Enter to choose it; focus stays on the filter', async ({ page }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    await filters(page).getByRole('link', { name: /^All/ }).focus();
    await page.keyboard.press('Tab');
    await expect(filters(page).getByRole('link', { name: /^E-commerce/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=ecommerce$/);
    await expect(projects(page)).toHaveCount(2);
    await expect(filters(page).getByRole('link', { name: /^E-commerce/ })).toBeFocused();
  });

  test('without JavaScript, the filters are links the server answers with the filtered list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/portfolio?category=legal');
    await expect(projects(page)).toHaveCount(1);
    await filters(page)
      .getByRole('link', { name: /^Manufacturing/ })
      .click();
    await expect(page).toHaveURL(/\?category=manufacturing$/);
    await expect(projects(page)).toHaveCount(1);
    await expect(projects(page).first()).toContainText('Industrial');
    // An unknown category shows everything rather than nothing.
    await page.goto('/portfolio?category=astrology');
    await expect(projects(page)).toHaveCount(7);
    await context.close();
  });

  test("case studies open the client's site in a new tab without a handle on ours", async ({ page }) => {
    await page.goto('/portfolio');
    const links = projects(page).getByRole('link', { name: /Visit live site/ });
    await expect(links).toHaveCount(7);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('case studies', () => {
  // One test per card of the seven, in the order /portfolio shows them.
  for (let index = 0; index < 7; index++) {
    test(`card ${index + 1} of 7 on /portfolio reaches its case study: the client named, quoted and linked, as a creative work`, async ({
      page,
    }) => {
      await page.goto('/portfolio');
      await expect(projects(page)).toHaveCount(7);
      await waitForHydration(page);
      const card = projects(page).nth(index);
      const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const live = await card.getByRole('link', { name: /Visit live site/ }).getAttribute('href');
      await card.getByRole('link', { name: `Read the case study of ${name}` }).click();
      await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);

      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/portfolio');
      await expect(trail.getByText(name, { exact: true })).toHaveAttribute('aria-current', 'page');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const visit = page.getByRole('link', { name: 'Visit the live site (opens in a new tab)' });
      await expect(visit).toHaveAttribute('href', live ?? '');
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('region', { name: 'The results' })).toBeVisible();
      await expect(page.getByRole('region', { name: "In the client's words" }).getByText(name)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book a Free Strategy Call' }).last()).toHaveAttribute(
        'href',
        '/book-consultation',
      );

      // The page as a search engine reads it.
      await page.reload();
      const work = (await structuredData(page)).find((document) => document['@type'] === 'CreativeWork');
      expect(work).toMatchObject({
        headline: await heading.textContent(),
        url: await page.locator('link[rel="canonical"]').getAttribute('href'),
        about: { '@type': 'Organization', name },
        publisher: { '@type': 'Organization', name: 'Tallowood Digital' },
      });
    });
  }
});

test.describe("a client's demo", () => {
  test("shows the client's site as its own, in its brand's faces alone, with the agency's bar and the way back", async ({
    page,
  }) => {
    // A first visit (a browser that has seen the site's other pages may fetch their face ahead, on its own guess).
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/portfolio/quollware/preview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Your Sunday Night Back');

    // The client's header, main content and footer, and no part of the agency's frame but its bar.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Quollware (demo)' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Quollware' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book your free strategy call' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Quick actions' })).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    // Space Grotesk for headings, IBM Plex Sans for text: the site's own face (Inter) is not fetched.
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\/assets\/(space-grotesk|ibm-plex-sans)-latin-/);

    // The skip link passes the bar and the client's header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The brand's dark palette is a press away, and the bar leads back to the case study in the site's frame.
    const bar = page.getByRole('complementary', { name: 'About this demo' });
    await bar.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await waitForHydration(page);
    await bar.getByRole('link', { name: 'Back to the case study' }).click();
    await expect(page).toHaveURL(/\/portfolio\/quollware$/);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the demo' }).first()).toHaveAttribute(
      'href',
      '/portfolio/quollware/preview',
    );
  });
});

test.describe('FAQ', () => {
  const question = (page: Page, index: number) => page.locator('#general summary').nth(index);
  const item = (page: Page, index: number) => page.locator('#general details').nth(index);

  test('one answer open at a time, and the open one closes again, by mouse and keyboard', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page.locator('#general details')).toHaveCount(5);
    await expect(page.locator('#technical details')).toHaveCount(5);

    await question(page, 0).click();
    await expect(item(page, 0)).toHaveAttribute('open');
    await question(page, 1).click();
    await expect(item(page, 1)).toHaveAttribute('open');
    await expect(item(page, 0)).not.toHaveAttribute('open');
    await question(page, 1).click();
    await expect(item(page, 1)).not.toHaveAttribute('open');

    await question(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(item(page, 2)).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(question(page, 3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(item(page, 3)).toHaveAttribute('open');
    await expect(item(page, 2)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(item(page, 3)).not.toHaveAttribute('open');
  });

  test('all ten questions are FAQPage data, and the page ends with its two calls to action', async ({ page }) => {
    await page.goto('/faq');
    const faq = (await structuredData(page)).find((document) => document['@type'] === 'FAQPage') as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(10);
    for (const entry of faq.mainEntity) {
      expect(entry['@type']).toBe('Question');
      expect(entry.name).toMatch(/\?$/);
      expect(entry.acceptedAnswer['@type']).toBe('Answer');
      // Answers are plain text: the page's inline link markup never leaks into the data.
      expect(entry.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/);
      await expect(page.locator('summary').filter({ hasText: entry.name })).toHaveCount(1);
    }
    const closing = page.getByRole('main').locator('section').last();
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-page');
    await expect(closing.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
  });
});

test.describe('careers', () => {
  const positions = [
    {
      path: '/careers/senior-web-developer',
      title: 'Senior Web Developer',
      salary: [80000, 120000],
      type: 'FULL_TIME',
      remote: true,
    },
    {
      path: '/careers/digital-marketing-specialist',
      title: 'Digital Marketing Specialist',
      salary: [65000, 85000],
      type: 'FULL_TIME',
      remote: false,
    },
    {
      path: '/careers/ui-ux-designer',
      title: 'UI/UX Designer',
      salary: [70000, 95000],
      type: 'CONTRACTOR',
      remote: true,
    },
  ] as const;

  test('the careers page lists the three open positions with their facts', async ({ page }) => {
    await page.goto('/careers');
    const list = page.locator('#open-positions');
    for (const position of positions) {
      const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: position.title }) });
      await expect(card).toContainText(
        `$${position.salary[0].toLocaleString('en-AU')}-$${position.salary[1].toLocaleString('en-AU')} a year`,
      );
      await expect(card.getByRole('link', { name: new RegExp(position.title) })).toHaveAttribute('href', position.path);
    }
  });

  for (const position of positions) {
    test(`${position.title} carries complete JobPosting data`, async ({ page }) => {
      await page.goto(position.path);
      const job = (await structuredData(page)).find((document) => document['@type'] === 'JobPosting') as Record<
        string,
        // biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, checked field by field below
        any
      >;
      expect(job).toBeDefined();
      expect(job.title).toBe(position.title);
      expect(job.description).toMatch(/^<p>.+<\/p>$/s);
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
      expect(job.employmentType).toBe(position.type);
      expect(job.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Tallowood Digital Pty Ltd' });
      expect(job.baseSalary).toMatchObject({
        '@type': 'MonetaryAmount',
        currency: 'AUD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: position.salary[0],
          maxValue: position.salary[1],
          unitText: 'YEAR',
        },
      });
      if (position.remote) {
        expect(job.jobLocationType).toBe('TELECOMMUTE');
        expect(job.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Australia' });
      } else {
        expect(job.jobLocation.address).toMatchObject({
          addressLocality: 'Sydney',
          addressRegion: 'NSW',
          addressCountry: 'AU',
        });
      }
      await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    });
  }
});

test.describe('policies', () => {
  for (const path of ['/privacy', '/terms']) {
    test(`${path} says when it was last updated and lists its sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Last updated December 2024')).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'On this page' });
      const links = contents.getByRole('link');
      expect(await links.count()).toBeGreaterThan(4);
      for (const link of await links.all()) {
        const id = ((await link.getAttribute('href')) ?? '').slice(1);
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      }
    });
  }

  test('/terms sets out every guarantee the pages quote, in their words, with its conditions and remedy', async ({
    page,
  }) => {
    await page.goto('/terms');
    const section = page.getByRole('region', { name: 'Our guarantees' });
    for (const { title, wording, conditions, remedy } of guarantees) {
      await expect(section).toContainText(`${title} (‘${wording}’). ${conditions}`);
      await expect(section).toContainText(`What you get if we fall short: ${remedy}`);
    }
  });

  test("the footer's Refund Policy link lands on the refund policy", async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/terms#refund-policy$/);
    await expect(page.getByRole('heading', { name: 'Refund Policy' })).toBeInViewport();
  });
});
