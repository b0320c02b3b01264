import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectFormAxeClean, expectOneFormSubmit } from './lead-form-helpers.ts';
import { capturedMails, mailsMentioning, uniqueEmail } from './leads.ts';
import { holdRequests, reachIsland, useStoredTheme, waitForHydration } from './support.ts';

const successText = "You've been successfully unsubscribed from our emails";
const failureText = 'There was an error processing your request. Please try again.';
const agencyInbox = 'leads@tallowood.digital';

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

async function openForm(page: Page) {
  await page.goto('/unsubscribe');
  await waitForHydration(page);
  await reachIsland(page, 'main');
  return {
    email: page.getByRole('textbox', { name: 'Email address' }),
    submit: page.getByRole('button', { name: 'Unsubscribe' }),
  };
}

function countRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/unsubscribe')) sent.push(request.method());
  });
  return sent;
}

test.describe('unsubscribe form', () => {
  test('a visitor unsubscribes by keyboard and the agency is told', async ({ page }) => {
    // A long journey: many key presses, three axe runs and mail delivery on a shared machine.
    test.setTimeout(90_000);
    const { email, submit } = await openForm(page);
    const address = uniqueEmail('unsubscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails' })).toBeVisible();
    await expect(page.getByText('Replies to an enquiry, quote or booking you made with us still arrive')).toBeVisible();
    await expect(page.locator('#main-content').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(submit).toBeEnabled();
    await expectPageAxeClean(page, '/unsubscribe editing');

    await tabTo(page, email);
    await page.keyboard.type(address);
    await expect(submit).toBeEnabled();
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: successText });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(email).toHaveCount(0);
    await expectOneFormSubmit(page, 'unsubscribe');
    await expectPageAxeClean(page, '/unsubscribe success');

    const [notice] = await mailsMentioning(address, 1);
    expect(notice?.to).toContain(agencyInbox);
    expect(notice?.subject).toBe('Unsubscribe request');
    expect(notice?.raw).toContain('unsubscribe form');
    // Nothing is sent to the address that asked for no more mail.
    expect(capturedMails().filter((mail) => mail.to.includes(address))).toHaveLength(0);

    const booking = page.getByRole('link', { name: 'Book a Free Strategy Consultation' });
    await tabTo(page, booking);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book-consultation$/);
  });

  test('unsubscribing the same address twice tells the agency once', async ({ page }) => {
    const address = uniqueEmail('unsubscribe-twice');
    for (const attempt of [1, 2]) {
      const { email, submit } = await openForm(page);
      await email.fill(address);
      await submit.click();
      await expect(page.getByRole('heading', { name: successText }), `attempt ${attempt}`).toBeVisible();
    }
    await mailsMentioning(address, 1);
    await page.waitForTimeout(1500);
    expect(capturedMails().filter((mail) => mail.raw.includes(address))).toHaveLength(1);
  });

  test('a double click sends one request and one notice', async ({ page }) => {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/unsubscribe'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const { email, submit } = await openForm(page);
    const address = uniqueEmail('unsubscribe-double');
    await email.fill(address);
    await submit.dblclick();
    await expect(page.getByRole('heading', { name: successText })).toBeVisible();
    expect(keys).toHaveLength(1);
    await mailsMentioning(address, 1);
    await page.waitForTimeout(1500);
    expect(capturedMails().filter((mail) => mail.raw.includes(address))).toHaveLength(1);
  });

  test('an answer lost after the server acted is retried with the same key', async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/api/unsubscribe', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        // The address is suppressed on the server, but the answer never reaches the browser.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const { email, submit } = await openForm(page);
    const address = uniqueEmail('unsubscribe-retry');
    await email.fill(address);
    await submit.click();
    const success = page.getByRole('heading', { name: successText });
    const failure = page.getByText(failureText);
    await expect(success.or(failure)).toBeVisible({ timeout: 15_000 });
    if (await failure.isVisible()) await submit.click();
    await expect(success).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    await mailsMentioning(address, 1);
    await page.waitForTimeout(1500);
    expect(capturedMails().filter((mail) => mail.raw.includes(address))).toHaveLength(1);
  });

  test('an empty address says so when the field is left or the form is sent, and a wrong one too', async ({ page }) => {
    const sent = countRequests(page);
    const { email, submit } = await openForm(page);
    // Leaving the field empty says what is missing.
    await email.focus();
    await email.press('Tab');
    await expect(page.getByText('Please enter your email address').first()).toBeVisible();
    await expect(email).toHaveAccessibleDescription(/Please enter your email address/);

    // Sending it empty (spaces only) says so in the summary too, and sends nothing.
    await email.fill('   ');
    await submit.click();
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Please enter your email address' })).toBeVisible();

    await email.fill('not-an-email');
    await email.press('Enter');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expectPageAxeClean(page, '/unsubscribe invalid address');
    expect(sent).toEqual([]);
  });

  test('inputs are disabled while processing', async ({ page }) => {
    const release = await holdRequests(page, '**/api/unsubscribe');
    const { email, submit } = await openForm(page);
    await email.fill(uniqueEmail('unsubscribe-busy'));
    await submit.click();
    const busy = page.getByRole('button', { name: 'Unsubscribing...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(email).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: successText })).toBeVisible();
  });

  for (const failure of ['server error', 'network down'] as const) {
    test(`a ${failure} keeps the visitor in the form with the address kept`, async ({ page }) => {
      await page.route('**/api/unsubscribe', (route) =>
        failure === 'server error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' })
          : route.abort('internetdisconnected'),
      );
      const { email, submit } = await openForm(page);
      const address = uniqueEmail('unsubscribe-fail');
      await email.fill(address);
      await submit.click();
      await expect(page.getByText(failureText)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'There is a problem' }).locator('../..')).toBeFocused();
      await expect(page.getByRole('heading', { name: successText })).toHaveCount(0);
      await expect(email).toHaveValue(address);
      await expect(email).toBeEditable();
      await expect(submit).toBeEnabled();
      await expectPageAxeClean(page, `/unsubscribe ${failure}`);

      await page.unroute('**/api/unsubscribe');
      await submit.click();
      await expect(page.getByRole('heading', { name: successText })).toBeVisible();
    });
  }

  test('the form and its success screen pass axe in the dark theme', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const { email, submit } = await openForm(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectPageAxeClean(page, '/unsubscribe dark editing');
    await email.fill('nope');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectPageAxeClean(page, '/unsubscribe dark error');
    await email.fill(uniqueEmail('unsubscribe-dark'));
    await submit.click();
    await expect(page.getByRole('heading', { name: successText })).toBeVisible();
    await expectPageAxeClean(page, '/unsubscribe dark success');
  });
});
