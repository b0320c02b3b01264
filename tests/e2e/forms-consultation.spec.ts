import { expect, type Page, test } from '@playwright/test';
import { business } from '../../site/src/config/business.ts';
import {
  breakEndpoint,
  choose,
  chooseWithKeyboard,
  expectFormAxeClean,
  expectLeadMails,
  expectOneFormSubmit,
  loseFirstAnswer,
} from './lead-form-helpers.ts';
import { leadsWith, uniqueEmail } from './leads.ts';
import { holdRequests, reachIsland, useStoredTheme, waitForHydration } from './support.ts';

// The agency's contact details from site/src/config/business.ts.
const failureText = `There was an error booking your consultation. Please try again or contact us directly at ${business.email} or ${business.phone.display}.`;

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Book your free consultation' });
  return {
    root,
    firstName: root.getByRole('textbox', { name: 'First Name' }),
    lastName: root.getByRole('textbox', { name: 'Last Name' }),
    email: root.getByRole('textbox', { name: 'Email' }),
    phone: root.getByRole('textbox', { name: 'Phone' }),
    company: root.getByRole('textbox', { name: 'Company' }),
    website: root.getByRole('textbox', { name: 'Current Website' }),
    goal: root.getByRole('combobox', { name: /Main Goal/ }),
    details: root.getByRole('textbox', { name: 'Project Details' }),
    submit: root.getByRole('button', { name: 'Get My Free Strategy Plan' }),
  };
}

async function open(page: Page) {
  await page.goto('/book-consultation');
  await waitForHydration(page);
  await reachIsland(page, 'main');
  return form(page);
}

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.firstName.fill('Priya');
  await f.lastName.fill('Singh');
  await f.email.fill(email);
  await f.phone.fill('+61 400 222 333');
  await f.company.fill('Fitzroy Fitness');
  await f.website.fill('fitzroyfitness.com.au');
  await choose(f.goal, 'No leads coming in');
  await f.details.fill('Class bookings dropped this year.');
  await f.root.getByText('Evening (5PM-8PM AEST)', { exact: true }).click();
  return f;
}

test.describe('book consultation page', () => {
  test('shows the side panel and the process gallery', async ({ page }) => {
    const f = await open(page);
    await expect(f.goal).toHaveValue('Generate more leads');
    await expect(f.root.getByRole('radio', { name: 'Morning (9AM-12PM AEST)' })).toBeChecked();
    for (const label of ['First Name', 'Last Name', 'Email', 'Project Details']) {
      await expect(f.root.getByRole('textbox', { name: label })).toHaveAttribute('aria-required', 'true');
    }
    await expect(f.details).toHaveAttribute('rows', '4');
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.email).toHaveAttribute('type', 'email');
    const panel = page.getByRole('complementary', { name: 'What to expect' });
    await expect(panel).toContainText('15-minute session');
    await expect(panel).toContainText('Same-day booking available');
    await expect(panel).toContainText('1-on-1 with a senior consultant');
    const gallery = page.getByRole('region', { name: 'Our Process in Action' });
    await expect(gallery.getByRole('figure')).toHaveCount(3);
  });

  test('a visitor books with the keyboard alone', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('consultation-keyboard');
    await expectFormAxeClean(page, 'main', 'consultation form, editing');

    await f.firstName.focus();
    await page.keyboard.type('Priya');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Singh');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+61 400 222 333');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fitzroy Fitness');
    await page.keyboard.press('Tab');
    await page.keyboard.type('fitzroyfitness.com.au');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, f.goal, 'SEO - not showing up on Google');
    await page.keyboard.press('Tab');
    await expect(f.details).toBeFocused();
    await page.keyboard.type('Nobody finds us on Google.');
    await page.keyboard.press('Tab');
    const morning = f.root.getByRole('radio', { name: 'Morning (9AM-12PM AEST)' });
    await expect(morning).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(f.root.getByRole('radio', { name: 'Afternoon (12PM-5PM AEST)' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(f.root.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('heading', { name: 'Strategy Submitted!' });
    await expect(thanks).toBeFocused();
    await expectOneFormSubmit(page, 'consultation');
    await expect(page.getByText('confirmation e-mail with your consultation time within 2 hours')).toBeVisible();
    await expect(page.getByRole('link', { name: /Chat on WhatsApp now/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByRole('link', { name: 'See our portfolio' })).toHaveAttribute('href', '/portfolio');
    await expectFormAxeClean(page, 'main', 'consultation form, success');

    const leads = await leadsWith(request, email, 'consultation');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      first_name: 'Priya',
      last_name: 'Singh',
      email,
      phone: '+61 400 222 333',
      company: 'Fitzroy Fitness',
      website: 'https://fitzroyfitness.com.au',
      goal: 'SEO - not showing up on Google',
      preferred_time: 'Afternoon (12PM-5PM AEST)',
      message: 'Nobody finds us on Google.',
    });
    await expectLeadMails(email, 'Strategy Submitted! Your free strategy consultation');
  });

  test('keeps the preselected goal and time when left alone', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('consultation-defaults');
    await f.firstName.fill('Lee');
    await f.lastName.fill('Wong');
    await f.email.fill(email);
    await f.details.fill('A new site for a cafe.');
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Strategy Submitted!' })).toBeVisible();
    const [lead] = await leadsWith(request, email, 'consultation');
    expect(lead).toMatchObject({ goal: 'Generate more leads', preferred_time: 'Morning (9AM-12PM AEST)' });
  });

  test('shows each validation message and stores nothing', async ({ page, request }) => {
    const f = await open(page);
    await f.submit.press('Enter');
    const summary = f.root.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your email address',
      'Please tell us about your project',
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expectFormAxeClean(page, 'main', 'consultation form, validation errors');

    const email = uniqueEmail('consultation-invalid');
    await fillValid(page, 'priya@example');
    await f.website.fill('not a website');
    await f.submit.press('Enter');
    await expect(f.email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(f.website).toHaveAccessibleDescription(/Please enter a valid website address/);
    await f.email.fill(email);
    expect(await leadsWith(request, email)).toHaveLength(0);
  });

  for (const how of ['status-500', 'network-down'] as const) {
    test(`shows the red banner and stays editable when booking fails (${how})`, async ({ page, request }) => {
      const f = await open(page);
      await breakEndpoint(page, 'inquiries', how);
      const email = uniqueEmail(`consultation-${how}`);
      await fillValid(page, email);
      await f.submit.click();

      const banner = f.root.getByRole('alert').filter({ hasText: failureText });
      await expect(banner).toBeVisible();
      await expect(banner.locator('..')).toBeFocused();
      await expect(f.firstName).toBeEditable();
      await expect(f.details).toBeEditable();
      await expect(f.firstName).toHaveValue('Priya');
      await expect(f.email).toHaveValue(email);
      await expect(f.goal).toHaveValue('No leads coming in');
      await expect(f.details).toHaveValue('Class bookings dropped this year.');
      await expect(f.root.getByRole('radio', { name: 'Evening (5PM-8PM AEST)' })).toBeChecked();
      await expectFormAxeClean(page, 'main', `consultation form, ${how}`);

      await page.unrouteAll();
      await f.submit.click();
      await expect(page.getByRole('heading', { name: 'Strategy Submitted!' })).toBeVisible();
      expect(await leadsWith(request, email, 'consultation')).toHaveLength(1);
    });
  }

  test('disables every input and shows the spinner while busy', async ({ page }) => {
    const f = await open(page);
    const release = await holdRequests(page, '**/api/inquiries');
    await fillValid(page, uniqueEmail('consultation-busy'));
    await f.submit.click();
    const busy = f.root.getByRole('button', { name: /Creating Your Strategy\.\.\./ });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute('data-pending', 'true');
    for (const textbox of await f.root.getByRole('textbox').all()) await expect(textbox).toBeDisabled();
    for (const radio of await f.root.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(f.goal).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Strategy Submitted!' })).toBeVisible();
  });

  test('a double click on submit stores one lead', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('consultation-double');
    await fillValid(page, email);
    await f.submit.dblclick();
    await expect(page.getByRole('heading', { name: 'Strategy Submitted!' })).toBeVisible();
    await expectLeadMails(email, 'Strategy Submitted! Your free strategy consultation');
    expect(await leadsWith(request, email, 'consultation')).toHaveLength(1);
  });

  test('a retry after a lost answer stores one lead', async ({ page, request }) => {
    const f = await open(page);
    const keys = await loseFirstAnswer(page, 'inquiries');
    const email = uniqueEmail('consultation-retry');
    await fillValid(page, email);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Strategy Submitted!' })).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await leadsWith(request, email, 'consultation')).toHaveLength(1);
  });

  test('is axe clean in the dark theme', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const f = await open(page);
    await f.submit.press('Enter');
    await expect(f.root.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectFormAxeClean(page, 'main', 'consultation page, dark, errors');
  });
});
