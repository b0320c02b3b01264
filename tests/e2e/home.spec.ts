import { expect, type Page, test } from '@playwright/test';
import { manifest, viewports, waitForHydration } from './support.ts';

const socialProof = [
  'Sarah from Richmond just booked a strategy call',
  'A Brunswick plumber launched their new site',
  'Dental clinic in St Kilda requested a quote',
  '5 businesses started their 48-hour build this week',
];

declare global {
  interface Window {
    socialProofMountedAt?: number;
  }
}

/**
 * Records the page time at which the social-proof region mounts, so the test can count from there while the page
 * hydrates at its own pace. The region mounts in the browser only (whether the screen is a desktop is unknown to
 * the server), and its timers start in the same commit.
 */
async function recordSocialProofMount(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('aside[aria-label="Recent activity"]')) return;
      window.socialProofMountedAt = Date.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Stops page time just after hydration; returns a function that moves it to `ms` after that moment. */
async function pauseAfterHydration(page: Page) {
  await waitForHydration(page);
  const start = await page.evaluate(() => Date.now());
  // A second ahead: on a busy machine the page's clock may run on a little before the pause lands.
  await page.clock.pauseAt(start + 1000);
  let elapsed = 1000;
  return async (ms: number) => {
    await page.clock.runFor(ms - elapsed);
    elapsed = ms;
  };
}

/**
 * The exit-intent offer and social proof load after hydration, on desktop only, and mount together:
 * once the social-proof region is on the page, the exit-intent listener is attached in the same commit
 * (its effect runs in the task React queued then, ahead of the one awaited here).
 */
async function waitForDesktopExtras(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole('complementary', { name: 'Recent activity' })).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The pointer leaving the window through its top edge. */
async function pointerLeavesThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: 0, relatedTarget: null }),
    ),
  );
}

test.describe('home page', () => {
  test.use({ viewport: viewports.desktop });

  test('has its sections and anchors, and the hero button jumps to the form', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turn Your Website Into a 24/7 Client Machine' }),
    ).toBeVisible();
    for (const id of ['process-section', 'contact-section', 'contact-form-section']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#contact-section #contact-form-section')).toHaveCount(1);

    await page.getByText('Get My Free Audit & Quote', { exact: true }).first().press('Enter');
    await expect(page.locator('#contact-form-section')).toBeInViewport();
    await page.getByText('See the 48-Hour Process', { exact: true }).press('Enter');
    await expect(page.locator('#process-section')).toBeInViewport();
  });

  test('the exit-intent popup opens once per visit and "No thanks..." dismisses it', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopExtras(page);
    const dialog = page.getByRole('dialog', { name: 'Wait! Get a free website audit' });
    await expect(dialog).toHaveCount(0);

    await pointerLeavesThroughTop(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Claim My Free Audit' })).toHaveAttribute(
      'href',
      '/contact?utm_source=exit_intent&utm_medium=popup&utm_campaign=free_audit',
    );
    await dialog.getByRole('button', { name: 'No thanks...' }).click();
    await expect(dialog).toBeHidden();

    await pointerLeavesThroughTop(page);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 0);
    await expect(dialog).toBeHidden();
  });

  test('leaving through the sides or bottom does not open the popup', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopExtras(page);
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientX: 0, clientY: 400, relatedTarget: null }),
      ),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('following the popup goes to the contact page with the campaign tags', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopExtras(page);
    await pointerLeavesThroughTop(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Claim My Free Audit' }).click();
    await expect(page).toHaveURL(/\/contact\?utm_source=exit_intent&utm_medium=popup&utm_campaign=free_audit$/);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });

  test('describes the agency as a local business, with its search action', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const documents = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    );
    const agency = documents.find((data) => ['LocalBusiness', 'ProfessionalService'].includes(String(data['@type'])));
    expect(agency).toMatchObject({
      name: 'Tallowood Digital',
      priceRange: '$$',
      currenciesAccepted: 'AUD',
      foundingDate: '2023',
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${new URL('/search', manifest.siteUrl).href}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
    // The action leads somewhere: the site's own search answers the template with results.
    const search = await request.get('/search?q=consultation');
    expect(search.status()).toBe(200);
    expect(await search.text()).toContain('href="/book-consultation"');
  });

  test('social proof on desktop: first at 10 s for 5 s, then every 8 s, the four messages in turn', async ({
    page,
  }) => {
    await recordSocialProofMount(page);
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+11:00') });
    await page.goto('/');
    await waitForHydration(page);
    const mountedAt = await (await page.waitForFunction(() => window.socialProofMountedAt)).jsonValue();
    // From here on page time moves only when the test says so, counted from the region's mount. Each check sits
    // 100 ms either side of a change, the margin between the mount being recorded and the timers starting.
    await page.clock.pauseAt((mountedAt ?? 0) + 9_900);
    let now = 9_900;
    const at = async (ms: number) => {
      await page.clock.runFor(ms - now);
      now = ms;
    };
    const status = page.getByRole('complementary', { name: 'Recent activity' }).getByRole('status');
    await expect(status).toBeEmpty();

    for (const [index, text] of [...socialProof, socialProof[0] ?? ''].entries()) {
      const shows = 10_000 + index * 8_000;
      await at(shows - 100);
      await expect(status, `nothing just before message ${index + 1}`).toBeEmpty();
      await at(shows + 100);
      await expect(status).toContainText(text);
      await at(shows + 4_900);
      await expect(status, 'each message stays 5 s').toContainText(text);
      await at(shows + 5_100);
      await expect(status).toBeEmpty();
    }
  });

  test('social proof stays off for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+11:00') });
    await page.goto('/');
    const at = await pauseAfterHydration(page);
    // Each moment falls inside a window where a message would otherwise show.
    for (const ms of [12_000, 20_000, 28_000, 36_000]) {
      await at(ms);
      for (const text of socialProof) await expect(page.getByText(text)).toHaveCount(0);
    }
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: viewports.phone, hasTouch: true });

  test('shows no social proof under 768 px', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+11:00') });
    await page.goto('/');
    const at = await pauseAfterHydration(page);
    // Windows where a message would show at the desktop (8 s) or the phone (15 s) interval.
    for (const ms of [12_000, 20_000, 27_000, 36_000, 42_000]) {
      await at(ms);
      for (const text of socialProof) await expect(page.getByText(text)).toHaveCount(0);
    }
    await expect(page.getByRole('complementary', { name: 'Recent activity' })).toHaveCount(0);
  });
});
