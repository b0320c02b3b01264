import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectFormAxeClean, expectOneFormSubmit } from './lead-form-helpers.ts';
import { type CapturedMail, capturedMails, exportedLeads, mailsMentioning, uniqueEmail } from './leads.ts';
import { reachIsland, useStoredTheme, waitForHydration } from './support.ts';

const pendingText = 'Almost there! Check your inbox and click the link to confirm your subscription.';
const failureText = 'We could not subscribe you just now. Please try again in a moment.';
const confirmationSubject = 'Please confirm your subscription to Tallowood Digital insights';
const welcomeSubject = "You're subscribed to Tallowood Digital insights";

/**
 * Axe on the page's own content (and on a toast when one shows). The shared header, banner and footer are checked
 * by the route-wide suites.
 */
async function expectPageAxeClean(page: Page, context: string) {
  await expectFormAxeClean(page, '#main-content', context);
  if (await page.getByRole('alertdialog').count())
    await expectFormAxeClean(page, '[role="region"]:has([role="alertdialog"])', `${context} (toast)`);
}

/** Presses Tab until the locator has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The readable text of a captured mail: each MIME part with its transfer encoding undone. */
function mailText(mail: CapturedMail): string {
  return mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split === -1 ? '' : part.slice(0, split);
      const body = split === -1 ? part : part.slice(split).trimStart();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding !== 'quoted-printable') return body;
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let index = 0; index < joined.length; index++) {
        const hex = joined.slice(index + 1, index + 3);
        if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(Number.parseInt(hex, 16));
          index += 2;
        } else bytes.push(joined.charCodeAt(index));
      }
      return Buffer.from(bytes).toString('utf8');
    })
    .join('\n');
}

const mailsTo = (address: string, subject: string) =>
  capturedMails().filter((mail) => mail.to.includes(address) && mail.subject === subject);

async function openBox(page: Page) {
  await page.goto('/digital-trends');
  await waitForHydration(page);
  await reachIsland(page, '#newsletter');
  const box = page.locator('#newsletter');
  return {
    box,
    email: box.getByRole('textbox', { name: 'Email address' }),
    submit: box.getByRole('button', { name: 'Subscribe Now' }),
  };
}

function postsTo(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/newsletter'))
      posts.push(request.headers()['idempotency-key'] ?? '');
  });
  return posts;
}

/** Waits for the one confirmation mail, then a little longer so a duplicate would have arrived too. */
async function expectOneConfirmation(address: string) {
  await expect.poll(() => mailsTo(address, confirmationSubject).length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(mailsTo(address, confirmationSubject)).toHaveLength(1);
}

test.describe('newsletter sign-up', () => {
  test('a reader subscribes by keyboard, confirms from the e-mail and lands on the confirmation page', async ({
    page,
    request,
  }) => {
    // A long journey: many key presses, three axe runs and mail delivery on a shared machine.
    test.setTimeout(90_000);
    const { box, email, submit } = await openBox(page);
    const address = uniqueEmail('newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights to grow your business online' })).toBeVisible();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(box.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expectPageAxeClean(page, '/digital-trends editing');

    await tabTo(page, email);
    await page.keyboard.type(address);
    await page.keyboard.press('Enter');

    const pending = box.getByRole('status').filter({ hasText: pendingText });
    await expect(pending).toBeVisible();
    await expect(box.locator(':focus')).toContainText(pendingText);
    await expect(submit).toHaveCount(0);
    await expectOneFormSubmit(page, 'newsletter');
    await expectPageAxeClean(page, '/digital-trends subscribed');

    const [confirmation] = await mailsMentioning(address, 1);
    expect(confirmation?.subject).toBe(confirmationSubject);
    const link = /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
      mailText(confirmation as CapturedMail),
    );
    expect(link, 'the confirmation mail carries the confirm link').not.toBeNull();

    // Follow the link on this site (the mail's origin is the production one). Opening it confirms
    // nothing (mail scanners open links too): the reader presses the button.
    await page.goto(`/api/newsletter/confirm?token=${link?.[1]}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expectFormAxeClean(page, 'main', 'newsletter confirm page');
    expect(mailsTo(address, welcomeSubject)).toHaveLength(0);
    const confirm = page.getByRole('button', { name: 'Confirm my subscription' });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What to expect' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read Digital Trends' })).toHaveAttribute('href', '/digital-trends');
    await expect(page.getByRole('link', { name: 'Book a Free Strategy Consultation' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
    await expectPageAxeClean(page, '/newsletter/confirmed');

    // Subscriptions are not leads: the export lists none of them, and the welcome mail proves the confirmation.
    const leads = await exportedLeads(request);
    expect(leads.filter((lead) => JSON.stringify(lead).includes(address))).toHaveLength(0);
    await expect.poll(() => mailsTo(address, welcomeSubject).length, { timeout: 15_000 }).toBe(1);
    const [welcome] = mailsTo(address, welcomeSubject);
    expect(welcome?.raw).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/unsubscribe\/one-click\?token=/m);
  });

  test('a stale or forged confirmation link says so instead of confirming', async ({ page }) => {
    await page.goto('/api/newsletter/confirm?token=not-a-real-token-but-long-enough');
    await expect(page).toHaveURL(/\/newsletter\/confirmed\?status=invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This confirmation link has expired or was already replaced',
    );
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
      'href',
      '/digital-trends#newsletter',
    );
    await expectPageAxeClean(page, '/newsletter/confirmed?status=invalid');
  });

  test('an empty or malformed address gets a clear message and nothing is sent', async ({ page }) => {
    const posts = postsTo(page);
    const { box, email, submit } = await openBox(page);
    await submit.click();
    const summary = box.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Please enter your email address']);
    await expect(email).toHaveAccessibleDescription(/Please enter your email address/);
    await expectPageAxeClean(page, '/digital-trends empty address');

    await email.fill('reader@example');
    await email.press('Enter');
    await expect(summary.getByRole('link')).toHaveText(['Please enter a valid email address']);
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(summary).toBeFocused();
    expect(posts).toEqual([]);
  });

  for (const failure of ['server error', 'network down'] as const) {
    test(`a ${failure} shows a clear message and keeps the address`, async ({ page }) => {
      await page.route('**/api/newsletter', (route) =>
        failure === 'server error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' })
          : route.abort('internetdisconnected'),
      );
      const { box, email, submit } = await openBox(page);
      const address = uniqueEmail('newsletter-fail');
      await email.fill(address);
      await submit.click();
      await expect(box.getByText(failureText)).toBeVisible({ timeout: 15_000 });
      await expect(box.getByRole('heading', { name: 'There is a problem' }).locator('../..')).toBeFocused();
      await expect(email).toHaveValue(address);
      await expect(email).toBeEditable();
      await expect(submit).toBeEnabled();
      await expectPageAxeClean(page, `/digital-trends ${failure}`);
      expect(mailsTo(address, confirmationSubject)).toHaveLength(0);

      await page.unroute('**/api/newsletter');
      await submit.click();
      await expect(box.getByRole('status').filter({ hasText: pendingText })).toBeVisible();
      await expectOneConfirmation(address);
    });
  }

  test('a double click sends one confirmation mail', async ({ page }) => {
    const posts = postsTo(page);
    const { box, email, submit } = await openBox(page);
    const address = uniqueEmail('newsletter-double');
    await email.fill(address);
    await submit.dblclick();
    await expect(box.getByRole('status').filter({ hasText: pendingText })).toBeVisible();
    expect(posts).toHaveLength(1);
    await expectOneConfirmation(address);
  });

  test('an answer lost after the server accepted it does not send a second mail', async ({ page }) => {
    const posts = postsTo(page);
    let intercepted = 0;
    await page.route('**/api/newsletter', async (route) => {
      intercepted++;
      if (intercepted === 1) {
        // The server accepts and queues the mail, but its answer never reaches the browser.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const { box, email, submit } = await openBox(page);
    const address = uniqueEmail('newsletter-retry');
    await email.fill(address);
    await submit.click();
    const pending = box.getByRole('status').filter({ hasText: pendingText });
    const failed = box.getByText(failureText);
    await expect(pending.or(failed)).toBeVisible({ timeout: 15_000 });
    if (await failed.isVisible()) await submit.click();
    await expect(pending).toBeVisible();
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts).size).toBe(1);
    await expectOneConfirmation(address);
  });

  test('the box passes axe in the dark theme while editing, with an error and after subscribing', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const { box, email, submit } = await openBox(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectPageAxeClean(page, '/digital-trends dark editing');
    await submit.click();
    await expect(box.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectPageAxeClean(page, '/digital-trends dark error');
    await email.fill(uniqueEmail('newsletter-dark'));
    await submit.click();
    await expect(box.getByRole('status').filter({ hasText: pendingText })).toBeVisible();
    await expectPageAxeClean(page, '/digital-trends dark subscribed');
  });
});
