import { expect, type Locator, type Page, test } from '@playwright/test';
import { business } from '../../site/src/config/business.ts';
import { expectFormAxeClean, expectOneFormSubmit } from './lead-form-helpers.ts';
import { leadsWith, mailsMentioning, uniqueEmail } from './leads.ts';
import { holdRequests, reachIsland, useStoredTheme, waitForHydration } from './support.ts';

const successText = "Thank you! We'll contact you within 24 hours.";
const failureText = `There was an error sending your request. Please try again or contact us directly at ${business.email}.`;
const agencyInbox = 'leads@tallowood.digital';

/** The success toast (the kit's toasts are non-modal alert dialogs). */
const successToast = (page: Page) => page.getByRole('alertdialog').filter({ hasText: successText });

/**
 * Axe on the page's own content (and on a toast when one shows). The shared header, banner and footer are checked
 * by the route-wide suites.
 */
async function expectPageAxeClean(page: Page, context: string) {
  // The toast first: it closes itself after 5 s, sooner than a full-page audit takes on a busy machine.
  if (await page.getByRole('alertdialog').count())
    await expectFormAxeClean(page, '[role="region"]:has([role="alertdialog"])', `${context} (toast)`);
  await expectFormAxeClean(page, '#main-content', context);
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
  await page.goto('/client-results');
  await waitForHydration(page);
  await reachIsland(page, '#audit-form');
  const form = page.locator('#audit-form').getByRole('form', { name: 'Request your free audit' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone' }),
    message: form.getByRole('textbox', { name: 'Your website and goals' }),
    submit: form.getByRole('button', { name: 'Get My Free Audit' }),
  };
}

type Fields = Awaited<ReturnType<typeof openForm>>;

function prospect(label: string) {
  return {
    name: 'Priya Natarajan',
    email: uniqueEmail(label),
    phone: '0412 345 678',
    message: 'https://natarajanphysio.com.au - we want more bookings from Richmond and Hawthorn.',
  };
}

async function fillAll(fields: Fields, values: ReturnType<typeof prospect>) {
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.phone.fill(values.phone);
  await fields.message.fill(values.message);
}

async function expectValuesKept(fields: Fields, values: ReturnType<typeof prospect>) {
  await expect(fields.name).toHaveValue(values.name);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.phone).toHaveValue(values.phone);
  await expect(fields.message).toHaveValue(values.message);
  for (const field of [fields.name, fields.email, fields.phone, fields.message]) await expect(field).toBeEditable();
}

function postsTo(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/audit-requests'))
      posts.push(request.headers()['idempotency-key'] ?? '');
  });
  return posts;
}

test.describe('free SEO audit form', () => {
  test('a prospect requests an audit by keyboard: stored, both mails sent, form cleared', async ({ page, request }) => {
    // A long journey: many key presses, three axe runs and mail delivery on a shared machine.
    test.setTimeout(90_000);
    const fields = await openForm(page);
    const values = prospect('audit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#case-studies').getByRole('article')).toHaveCount(9);
    const firstCase = page.locator('#case-studies').getByRole('article').first();
    await expect(firstCase.getByRole('link', { name: /Get Similar Results/ })).toHaveAttribute('href', '/contact');
    await expectPageAxeClean(page, '/client-results editing');

    // The hero's jump link takes keyboard users to the form.
    const jump = page.getByRole('link', { name: 'Get My Free SEO Audit' });
    await tabTo(page, jump);
    await page.keyboard.press('Enter');
    await expect(page.locator('#audit-form')).toBeFocused();
    await expect(page.locator('#audit-form')).toBeInViewport();

    await tabTo(page, fields.name);
    await page.keyboard.type(values.name);
    await page.keyboard.press('Tab');
    await expect(fields.email).toBeFocused();
    await page.keyboard.type(values.email);
    await page.keyboard.press('Tab');
    await expect(fields.phone).toBeFocused();
    await page.keyboard.type(values.phone);
    await page.keyboard.press('Tab');
    await expect(fields.message).toBeFocused();
    await page.keyboard.type(values.message);
    await tabTo(page, fields.submit);
    await page.keyboard.press('Space');

    await expect(successToast(page)).toBeVisible();
    for (const field of [fields.name, fields.email, fields.phone, fields.message]) await expect(field).toHaveValue('');
    await expectOneFormSubmit(page, 'seo_audit');
    await expectPageAxeClean(page, '/client-results after success');

    const stored = await leadsWith(request, values.email, 'audit_request');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'audit_request',
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message,
    });

    const mails = await mailsMentioning(values.email, 2);
    const notification = mails.find((mail) => mail.to.includes(agencyInbox));
    const acknowledgement = mails.find((mail) => mail.to.includes(values.email));
    expect(notification?.subject).toBe(`New lead: Free SEO audit request from ${values.name}`);
    expect(acknowledgement?.subject).toBe(successText);
  });

  test('every field is required, with its own message, and nothing is sent', async ({ page }) => {
    const posts = postsTo(page);
    const fields = await openForm(page);
    await fields.submit.click();
    const summary = fields.form.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    const messages = [
      'Please enter your name',
      'Please enter your email address',
      'Please enter your phone number',
      'Please tell us about your website and goals',
    ];
    await expect(summary.getByRole('link')).toHaveText(messages);
    await expect(fields.name).toHaveAccessibleDescription(/Please enter your name/);
    await expect(fields.email).toHaveAccessibleDescription(/Please enter your email address/);
    await expect(fields.phone).toHaveAccessibleDescription(/Please enter your phone number/);
    await expect(fields.message).toHaveAccessibleDescription(/Please tell us about your website and goals/);
    await expectPageAxeClean(page, '/client-results empty submit');

    // The summary links lead to their fields.
    await summary.getByRole('link', { name: 'Please enter your phone number' }).click();
    await expect(fields.phone).toBeFocused();

    await fields.name.fill('Priya');
    await fields.email.fill('priya@');
    await fields.phone.fill('call me');
    await fields.message.fill('More leads please.');
    await fields.submit.click();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid email address',
      'Please enter a valid phone number (digits, spaces and + ( ) - only).',
    ]);
    await expect(summary).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('answers a submit pressed before the form was ready, and never sends it the old way', async ({ page }) => {
    // Hold the form's code back, as a slow phone would, while the visitor types and presses submit.
    const release = await holdRequests(page, '**/assets/AuditRequestForm-*.js');
    await page.goto('/client-results');
    await waitForHydration(page);
    const form = page.locator('#audit-form').getByRole('form', { name: 'Request your free audit' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Priya');
    await form.getByRole('button', { name: 'Get My Free Audit' }).click();
    expect(new URL(page.url()).search, 'the browser did not submit the form itself').toBe('');
    release();
    const summary = form.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter your email address',
      'Please enter your phone number',
      'Please tell us about your website and goals',
    ]);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya');
    expect(new URL(page.url()).search).toBe('');
  });

  test('problems the server finds show on their fields', async ({ page }) => {
    await page.route('**/api/audit-requests', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'validation',
          issues: [{ path: 'message', message: 'Message must be at most 5000 characters.' }],
        }),
      }),
    );
    const fields = await openForm(page);
    const values = prospect('audit-server-issue');
    await fillAll(fields, values);
    await fields.submit.click();
    await expect(fields.message).toHaveAccessibleDescription(/Message must be at most 5000 characters\./);
    await expect(fields.form.getByRole('link', { name: 'Message must be at most 5000 characters.' })).toBeVisible();
    await expectValuesKept(fields, values);
  });

  for (const failure of ['server error', 'network down'] as const) {
    test(`a ${failure} shows the error and keeps every value`, async ({ page, request }) => {
      await page.route('**/api/audit-requests', (route) =>
        failure === 'server error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' })
          : route.abort('internetdisconnected'),
      );
      const fields = await openForm(page);
      const values = prospect('audit-fail');
      await fillAll(fields, values);
      await fields.submit.click();
      await expect(fields.form.getByText(failureText)).toBeVisible({ timeout: 15_000 });
      await expect(fields.form.getByRole('heading', { name: 'There is a problem' }).locator('../..')).toBeFocused();
      await expectValuesKept(fields, values);
      await expect(fields.submit).toBeEnabled();
      await expectPageAxeClean(page, `/client-results ${failure}`);
      expect(await leadsWith(request, values.email)).toHaveLength(0);

      await page.unroute('**/api/audit-requests');
      await fields.submit.click();
      await expect(successToast(page)).toBeVisible();
      expect(await leadsWith(request, values.email, 'audit_request')).toHaveLength(1);
    });
  }

  test('a double click stores one lead', async ({ page, request }) => {
    const fields = await openForm(page);
    const values = prospect('audit-double');
    await fillAll(fields, values);
    await fields.submit.dblclick();
    await expect(successToast(page)).toBeVisible();
    await mailsMentioning(values.email, 2);
    expect(await leadsWith(request, values.email, 'audit_request')).toHaveLength(1);
  });

  test('an answer lost after the lead was stored does not store it twice', async ({ page, request }) => {
    const posts = postsTo(page);
    let intercepted = 0;
    await page.route('**/api/audit-requests', async (route) => {
      intercepted++;
      if (intercepted === 1) {
        // The server stores the lead, but its answer never reaches the browser.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const fields = await openForm(page);
    const values = prospect('audit-retry');
    await fillAll(fields, values);
    await fields.submit.click();
    const success = successToast(page);
    const failure = fields.form.getByText(failureText);
    await expect(success.or(failure)).toBeVisible({ timeout: 15_000 });
    if (await failure.isVisible()) await fields.submit.click();
    await expect(success).toBeVisible();
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts).size).toBe(1);
    expect(await leadsWith(request, values.email, 'audit_request')).toHaveLength(1);
  });

  test('the page passes axe in the dark theme while editing, with errors and after success', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const fields = await openForm(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectPageAxeClean(page, '/client-results dark editing');
    await fields.submit.click();
    await expect(fields.form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectPageAxeClean(page, '/client-results dark errors');
    await fillAll(fields, prospect('audit-dark'));
    await fields.submit.click();
    await expect(successToast(page)).toBeVisible();
    await expectPageAxeClean(page, '/client-results dark success');
  });
});
