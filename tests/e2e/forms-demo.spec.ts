import { expect, type Page, test } from '@playwright/test';
import {
  breakEndpoint,
  choose,
  chooseWithKeyboard,
  expectFormAxeClean,
  expectLeadMails,
  expectOneFormSubmit,
  loseFirstAnswer,
  toastWith,
} from './lead-form-helpers.ts';
import { leadsWith, uniqueEmail } from './leads.ts';
import { holdRequests, reachIsland, useStoredTheme, waitForHydration } from './support.ts';

const thanksTitle = 'Thank you! Your demo request is in.';

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Request your demo' });
  return {
    root,
    name: root.getByRole('textbox', { name: 'Full Name' }),
    email: root.getByRole('textbox', { name: 'Email' }),
    business: root.getByRole('textbox', { name: 'Business Name' }),
    industry: root.getByRole('combobox', { name: /Industry/ }),
    budget: root.getByRole('combobox', { name: /Budget/ }),
    timeline: root.getByRole('combobox', { name: /Timeline/ }),
    message: root.getByRole('textbox', { name: 'Project Details' }),
    submit: root.getByRole('button', { name: 'Request My Free Demo' }),
  };
}

async function open(page: Page) {
  await page.goto('/request-demo');
  await waitForHydration(page);
  await reachIsland(page, 'main');
  return form(page);
}

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.name.fill('Alex Morgan');
  await f.email.fill(email);
  await f.business.fill('Harbour Realty');
  await choose(f.industry, 'Real Estate');
  await choose(f.budget, '$5,000 - $15,000');
  await choose(f.timeline, '1 month');
  await f.message.fill('Answer rental enquiries after hours.');
  return f;
}

test.describe('AI demo request page', () => {
  test('describes the free 30-minute demo call', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/free 30-minute demo call/).first()).toBeVisible();
  });

  test('a visitor requests a demo with the keyboard alone', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('demo-keyboard');
    await expectFormAxeClean(page, 'main', 'demo form, editing');

    await f.name.focus();
    await page.keyboard.type('Alex Morgan');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Harbour Realty');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, f.industry, 'Hospitality & Travel');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, f.budget, 'Not sure yet');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, f.timeline, 'ASAP (within 2 weeks)');
    await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    await page.keyboard.type('A chatbot for bookings.');
    await page.keyboard.press('Tab');
    await expect(f.root.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toastWith(page, 'Demo Request Submitted!')).toContainText(
      "We'll contact you within 24 hours to schedule your consultation.",
    );
    const thanks = page.getByRole('heading', { name: thanksTitle });
    await expect(thanks).toBeFocused();
    await expectOneFormSubmit(page, 'demo_request');
    await expectFormAxeClean(page, 'main', 'demo form, success');

    const leads = await leadsWith(request, email, 'demo_request');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Alex Morgan',
      email,
      company: 'Harbour Realty',
      industry: 'Hospitality & Travel',
      budget: 'Not sure yet',
      timeline: 'ASAP (within 2 weeks)',
    });
    expect(String(leads[0]?.message)).toContain('A chatbot for bookings.');
    await expectLeadMails(email, 'Demo Request Submitted!');
  });

  test('shows every field on a phone, Timeline included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const f = await open(page);
    for (const field of [f.name, f.email, f.business, f.industry, f.budget, f.timeline, f.message, f.submit]) {
      await field.scrollIntoViewIfNeeded();
      await expect(field).toBeVisible();
    }
  });

  test('needs only name, email and industry', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('demo-minimal');
    await f.name.fill('Kim Lee');
    await f.email.fill(email);
    await choose(f.industry, 'Technology');
    await f.submit.click();
    await expect(page.getByRole('heading', { name: thanksTitle })).toBeVisible();
    const [lead] = await leadsWith(request, email, 'demo_request');
    expect(lead).toMatchObject({ name: 'Kim Lee', industry: 'Technology', budget: null, timeline: null });
  });

  test('shows each validation message and stores nothing', async ({ page, request }) => {
    const f = await open(page);
    await f.submit.press('Enter');
    const summary = f.root.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    for (const message of [
      'Please enter your full name',
      'Please enter your email address',
      'Please select your industry',
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect(f.business).not.toHaveAttribute('aria-invalid', 'true');
    await expectFormAxeClean(page, 'main', 'demo form, validation errors');

    const email = uniqueEmail('demo-invalid');
    await f.name.fill('Alex');
    await f.email.fill('alex@@example.com');
    await f.submit.press('Enter');
    await expect(f.email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await f.email.fill(email);
    expect(await leadsWith(request, email)).toHaveLength(0);
  });

  for (const how of ['status-500', 'network-down'] as const) {
    test(`returns to editing with the error toast when the request fails (${how})`, async ({ page, request }) => {
      const f = await open(page);
      await breakEndpoint(page, 'demo-requests', how);
      const email = uniqueEmail(`demo-${how}`);
      await fillValid(page, email);
      await f.submit.click();

      await expect(toastWith(page, 'Submission Error')).toContainText('Please try again or contact us directly.');
      await expect(f.submit).toHaveText('Request My Free Demo');
      await expect(f.name).toBeEditable();
      await expect(f.name).toHaveValue('Alex Morgan');
      await expect(f.email).toHaveValue(email);
      await expect(f.industry).toHaveValue('Real Estate');
      await expect(f.budget).toHaveValue('$5,000 - $15,000');
      await expect(f.timeline).toHaveValue('1 month');
      await expect(f.message).toHaveValue('Answer rental enquiries after hours.');
      await expectFormAxeClean(page, 'main', `demo form, ${how}`);

      await page.unrouteAll();
      await f.submit.click();
      await expect(page.getByRole('heading', { name: thanksTitle })).toBeVisible();
      expect(await leadsWith(request, email, 'demo_request')).toHaveLength(1);
    });
  }

  test('shows the busy label while submitting', async ({ page }) => {
    const f = await open(page);
    const release = await holdRequests(page, '**/api/demo-requests');
    await fillValid(page, uniqueEmail('demo-busy'));
    await f.submit.click();
    await expect(f.root.getByRole('button', { name: /Submitting\.\.\./ })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: thanksTitle })).toBeVisible();
  });

  test('a double click on submit stores one lead', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('demo-double');
    await fillValid(page, email);
    await f.submit.dblclick();
    await expect(page.getByRole('heading', { name: thanksTitle })).toBeVisible();
    await expectLeadMails(email, 'Demo Request Submitted!');
    expect(await leadsWith(request, email, 'demo_request')).toHaveLength(1);
  });

  test('a retry after a lost answer stores one lead', async ({ page, request }) => {
    const f = await open(page);
    const keys = await loseFirstAnswer(page, 'demo-requests');
    const email = uniqueEmail('demo-retry');
    await fillValid(page, email);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: thanksTitle })).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await leadsWith(request, email, 'demo_request')).toHaveLength(1);
  });

  test('is axe clean in the dark theme', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const f = await open(page);
    await f.submit.press('Enter');
    await expect(f.root.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectFormAxeClean(page, 'main', 'demo page, dark, errors');
  });
});
