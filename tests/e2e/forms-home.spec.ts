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

const failureText = 'Something went wrong. Please try again or email us directly.';
const serviceMissing = 'Please select a service you need help with.';

function form(page: Page) {
  const section = page.locator('#contact-form-section');
  return {
    section,
    name: section.getByRole('textbox', { name: 'Your Name' }),
    business: section.getByRole('textbox', { name: 'Business Name' }),
    email: section.getByRole('textbox', { name: 'Email' }),
    phone: section.getByRole('textbox', { name: 'Phone' }),
    website: section.getByRole('textbox', { name: 'Current Website' }),
    service: section.getByRole('combobox', { name: /Service Needed/ }),
    message: section.getByRole('textbox', { name: 'Tell us about your business' }),
    submit: section.getByRole('button', { name: 'Get My Free Audit & Quote' }),
  };
}

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await reachIsland(page, '#contact-form-section');
  return form(page);
}

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.name.fill('Jane Citizen');
  await f.business.fill('Northside Plumbing');
  await f.email.fill(email);
  await f.phone.fill('0412 345 678');
  await f.website.fill('northside-plumbing.com.au');
  await choose(f.service, 'Website Redesign');
  await f.message.fill('We need more calls from Brunswick.');
  return f;
}

test.describe('home page contact form', () => {
  test('a visitor requests an audit and quote with the keyboard alone', async ({ page, request }) => {
    const f = await openHome(page);
    const email = uniqueEmail('home-keyboard');
    await expectFormAxeClean(page, '#contact-form-section', 'home form, editing');

    // The hero button takes keyboard users to the form.
    await page.getByText('Get My Free Audit & Quote', { exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expect(f.section).toBeInViewport();

    await f.name.focus();
    await page.keyboard.type('Jane Citizen');
    await page.keyboard.press('Tab');
    await expect(f.business).toBeFocused();
    await page.keyboard.type('Northside Plumbing');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0412 345 678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('northside-plumbing.com.au');
    await expect(f.submit).toBeDisabled();
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, f.service, 'Full Client Machine System');
    await expect(f.submit).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    await page.keyboard.type('Plumber in Brunswick, want more calls.');
    await page.keyboard.press('Tab');
    await expect(f.section.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');

    const toast = toastWith(page, 'Success!');
    await expect(toast).toContainText("We'll send you a personal audit and quote within 24 hours.");
    const thanks = page.getByRole('heading', { name: "Thanks! We've Got Your Request" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expectOneFormSubmit(page, 'home_contact');
    await expect(f.section).toContainText('within 24 hours');
    await expect(f.section).toContainText('spam folder');
    await expect(f.name).toHaveCount(0);
    await expectFormAxeClean(page, '#contact-form-section', 'home form, success');

    const leads = await leadsWith(request, email, 'contact_submission');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Jane Citizen',
      email,
      phone: '0412 345 678',
      company: 'Northside Plumbing',
      website: 'https://northside-plumbing.com.au',
      service: 'Full Client Machine System',
      message: 'Plumber in Brunswick, want more calls.',
      source: 'homepage_client_machine',
    });
    await expectLeadMails(email, "Thanks! We've got your request");
  });

  test('shows each validation message and stores nothing', async ({ page, request }) => {
    const f = await openHome(page);
    const email = uniqueEmail('home-invalid');
    await expect(f.submit).toBeDisabled();

    // Enter in a field with no service chosen: the error toast and every required field's message.
    await f.name.focus();
    await page.keyboard.press('Enter');
    await expect(toastWith(page, serviceMissing)).toBeVisible();
    const summary = f.section.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    for (const message of [
      'Please enter your name',
      'Please enter your business name',
      'Please enter your email address',
      'Please enter your phone number',
      serviceMissing,
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect(f.name).toHaveAccessibleDescription(/Please enter your name/);
    await expectFormAxeClean(page, '#contact-form-section', 'home form, validation errors');

    // Malformed values get their own messages.
    await f.name.fill('Jane');
    await f.business.fill('Northside');
    await f.email.fill('jane@');
    await f.phone.fill('call me');
    await f.website.fill('not a website');
    await choose(f.service, 'New Website');
    await f.submit.press('Enter');
    await expect(f.email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(f.phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(f.website).toHaveAccessibleDescription(/Please enter a valid website address/);
    await expect(summary).toBeFocused();

    await f.email.fill(email);
    await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');
    expect(await leadsWith(request, email)).toHaveLength(0);
  });

  for (const how of ['status-500', 'network-down'] as const) {
    test(`keeps the values and stays editable when the API fails (${how})`, async ({ page, request }) => {
      const f = await openHome(page);
      await breakEndpoint(page, 'contact-submissions', how);
      const email = uniqueEmail(`home-${how}`);
      await fillValid(page, email);
      await f.submit.click();

      await expect(toastWith(page, failureText)).toBeVisible();
      await expect(f.section.getByText(failureText)).toBeVisible();
      await expect(f.submit).toHaveText('Get My Free Audit & Quote');
      await expect(f.name).toBeEditable();
      await expect(f.name).toHaveValue('Jane Citizen');
      await expect(f.email).toHaveValue(email);
      await expect(f.website).toHaveValue('northside-plumbing.com.au');
      await expect(f.service).toHaveValue('Website Redesign');
      await expect(f.message).toHaveValue('We need more calls from Brunswick.');
      await expectFormAxeClean(page, '#contact-form-section', `home form, ${how}`);

      // Once the API is back the same values go through.
      await page.unrouteAll();
      await f.submit.click();
      await expect(page.getByRole('heading', { name: "Thanks! We've Got Your Request" })).toBeVisible();
      expect(await leadsWith(request, email, 'contact_submission')).toHaveLength(1);
    });
  }

  test('shows the busy label while sending', async ({ page }) => {
    const f = await openHome(page);
    const release = await holdRequests(page, '**/api/contact-submissions');
    await fillValid(page, uniqueEmail('home-busy'));
    await f.submit.click();
    await expect(f.section.getByRole('button', { name: /Sending\.\.\./ })).toBeVisible();
    await expect(f.name).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: "Thanks! We've Got Your Request" })).toBeVisible();
  });

  test('keeps what a visitor typed before the form was ready', async ({ page, request }) => {
    // Hold the form's code back, as a slow phone would, while the visitor starts typing into the page.
    const release = await holdRequests(page, '**/assets/HomeContactForm-*.js');
    await page.goto('/');
    await waitForHydration(page);
    const f = form(page);
    const email = uniqueEmail('home-early');
    await f.name.fill('Early Bird');
    await f.email.fill(email);
    const adopted = () =>
      f.section
        .locator('form')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    expect(await adopted(), 'the form is still server HTML while its code is held').toBe(false);

    release();
    await reachIsland(page, '#contact-form-section');
    await expect(f.name).toHaveValue('Early Bird');
    await f.business.fill('Dawn Bakery');
    await f.phone.fill('0412 345 678');
    await choose(f.service, 'New Website');
    await f.submit.click();
    await expect(page.getByRole('heading', { name: "Thanks! We've Got Your Request" })).toBeVisible();
    const [lead] = await leadsWith(request, email, 'contact_submission');
    expect(lead).toMatchObject({ name: 'Early Bird', email, company: 'Dawn Bakery' });
  });

  test('a double click on submit stores one lead', async ({ page, request }) => {
    const f = await openHome(page);
    const email = uniqueEmail('home-double');
    await fillValid(page, email);
    await f.submit.dblclick();
    await expect(page.getByRole('heading', { name: "Thanks! We've Got Your Request" })).toBeVisible();
    await expectLeadMails(email, "Thanks! We've got your request");
    expect(await leadsWith(request, email, 'contact_submission')).toHaveLength(1);
  });

  test('a retry after a lost answer stores one lead', async ({ page, request }) => {
    const f = await openHome(page);
    const keys = await loseFirstAnswer(page, 'contact-submissions');
    const email = uniqueEmail('home-retry');
    await fillValid(page, email);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: "Thanks! We've Got Your Request" })).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size, 'every attempt carries the same Idempotency-Key').toBe(1);
    expect(await leadsWith(request, email, 'contact_submission')).toHaveLength(1);
  });

  test('is axe clean in the dark theme', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const f = await openHome(page);
    await f.name.focus();
    await page.keyboard.press('Enter');
    await expect(f.section.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectFormAxeClean(page, '#contact-form-section', 'home form, dark, errors');
  });
});
