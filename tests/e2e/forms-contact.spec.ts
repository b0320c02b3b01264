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

// The agency's address from site/src/config/business.ts.
const agencyEmail = business.email;
const failureText = `There was an error sending your message. Please try again or contact us directly at ${agencyEmail}`;
const successTitle = 'Thanks! Your message is confirmed.';

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Send us a message' });
  return {
    root,
    firstName: root.getByRole('textbox', { name: 'First Name' }),
    lastName: root.getByRole('textbox', { name: 'Last Name' }),
    email: root.getByRole('textbox', { name: 'Email' }),
    phone: root.getByRole('textbox', { name: 'Phone' }),
    company: root.getByRole('textbox', { name: 'Company' }),
    projectType: root.getByRole('combobox', { name: /Project Type/ }),
    message: root.getByRole('textbox', { name: 'Project Details' }),
    submit: root.getByRole('button', { name: 'Send My Message' }),
  };
}

async function open(page: Page, path = '/contact-page') {
  await page.goto(path);
  await waitForHydration(page);
  await reachIsland(page, 'main');
  return form(page);
}

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.firstName.fill('Sam');
  await f.lastName.fill('Nguyen');
  await f.email.fill(email);
  await f.phone.fill('0400 111 222');
  await f.company.fill('Bayside Dental');
  await choose(f.projectType, 'SEO Services');
  await f.message.fill('We want to rank for dentist Brighton.');
  return f;
}

test.describe('contact page', () => {
  test('shows the details, the guarantee and the booking link on both addresses', async ({ page }) => {
    for (const path of ['/contact-page', '/contact?utm_source=footer&utm_medium=cta&utm_campaign=custom_quote']) {
      const f = await open(page, path);
      await expect(f.root).toBeVisible();
      const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
      await expect(aside.getByRole('link', { name: business.phone.display })).toHaveAttribute(
        'href',
        business.phone.href,
      );
      await expect(aside.getByRole('link', { name: agencyEmail })).toHaveAttribute('href', `mailto:${agencyEmail}`);
      await expect(aside.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(aside).toContainText('Level 2, 120 Collins Street, Melbourne VIC 3000');
      await expect(aside).toContainText('Mon-Fri 9AM-6PM AEST');
      await expect(aside).toContainText('Response typically within 15 minutes in business hours.');
      await expect(aside.getByRole('link', { name: 'See websites we launched' })).toHaveAttribute('href', '/portfolio');
      const booking = aside.getByRole('link', { name: /Book a Free 15-Minute Call/ });
      await expect(booking).toHaveAttribute('target', '_blank');
      await expect(booking).toHaveAttribute('href', /^https:\/\//);
      await expect(f.projectType).toHaveValue('New Website Design');
    }
  });

  test('the collection notice says who collects the details, how to reach them and where rights are explained', async ({
    page,
  }) => {
    const f = await open(page);
    const notice = f.root.getByText(/collects these details/);
    await expect(notice).toContainText('Tallowood Digital Pty Ltd collects these details');
    await expect(notice).toContainText('Level 2, 120 Collins Street, Melbourne VIC 3000');
    await expect(notice).toContainText(agencyEmail);
    await expect(notice).toContainText('(03) 9111 4820');
    await expect(notice).toContainText('how to access or correct your details and how to make a complaint');
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  test('a visitor sends a message with the keyboard alone', async ({ page, request }) => {
    const f = await open(page);
    const email = uniqueEmail('contact-keyboard');
    await expectFormAxeClean(page, 'main', 'contact form, editing');

    await f.firstName.focus();
    await page.keyboard.type('Sam');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nguyen');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0400 111 222');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bayside Dental');
    await page.keyboard.press('Tab');
    await chooseWithKeyboard(page, f.projectType, 'E-commerce Store');
    await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    await page.keyboard.type('An online shop for our whitening kits.');
    await page.keyboard.press('Tab');
    await expect(f.root.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('heading', { name: successTitle });
    await expect(thanks).toBeFocused();
    await expectOneFormSubmit(page, 'contact');
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByRole('main').getByRole('link', { name: /Call \(03\) 9111 4820/ })).toHaveAttribute(
      'href',
      'tel:+61391114820',
    );
    await expectFormAxeClean(page, 'main', 'contact form, success');

    const leads = await leadsWith(request, email, 'contact');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      first_name: 'Sam',
      last_name: 'Nguyen',
      email,
      phone: '0400 111 222',
      company: 'Bayside Dental',
      project_type: 'E-commerce Store',
      message: 'An online shop for our whitening kits.',
    });
    await expectLeadMails(email, successTitle);
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
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.company).not.toHaveAttribute('aria-invalid', 'true');
    await expectFormAxeClean(page, 'main', 'contact form, validation errors');

    const email = uniqueEmail('contact-invalid');
    await fillValid(page, 'sam@');
    await f.phone.fill('12');
    await f.submit.press('Enter');
    await expect(f.email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(f.phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await f.email.fill(email);
    expect(await leadsWith(request, email)).toHaveLength(0);
  });

  for (const how of ['status-500', 'network-down'] as const) {
    test(`keeps the values and offers the e-mail address when sending fails (${how})`, async ({ page, request }) => {
      const f = await open(page);
      await breakEndpoint(page, 'inquiries', how);
      const email = uniqueEmail(`contact-${how}`);
      await fillValid(page, email);
      await f.submit.click();

      const failure = f.root.getByRole('alert').filter({ hasText: failureText });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('link', { name: agencyEmail })).toHaveAttribute('href', `mailto:${agencyEmail}`);
      await expect(failure.locator('..')).toBeFocused();
      await expect(f.firstName).toBeEditable();
      await expect(f.firstName).toHaveValue('Sam');
      await expect(f.email).toHaveValue(email);
      await expect(f.projectType).toHaveValue('SEO Services');
      await expect(f.message).toHaveValue('We want to rank for dentist Brighton.');
      await expect(f.submit).toBeEnabled();
      await expectFormAxeClean(page, 'main', `contact form, ${how}`);

      await page.unrouteAll();
      await f.submit.click();
      await expect(page.getByRole('heading', { name: successTitle })).toBeVisible();
      expect(await leadsWith(request, email, 'contact')).toHaveLength(1);
    });
  }

  test('shows the busy label while sending', async ({ page }) => {
    const f = await open(page);
    const release = await holdRequests(page, '**/api/inquiries');
    await fillValid(page, uniqueEmail('contact-busy'));
    await f.submit.click();
    await expect(f.root.getByRole('button', { name: /Sending Your Message\.\.\./ })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: successTitle })).toBeVisible();
  });

  test('a double click on submit stores one lead', async ({ page, request }) => {
    const f = await open(page, '/contact');
    const email = uniqueEmail('contact-double');
    await fillValid(page, email);
    await f.submit.dblclick();
    await expect(page.getByRole('heading', { name: successTitle })).toBeVisible();
    await expectLeadMails(email, successTitle);
    expect(await leadsWith(request, email, 'contact')).toHaveLength(1);
  });

  test('a retry after a lost answer stores one lead', async ({ page, request }) => {
    const f = await open(page);
    const keys = await loseFirstAnswer(page, 'inquiries');
    const email = uniqueEmail('contact-retry');
    await fillValid(page, email);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: successTitle })).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await leadsWith(request, email, 'contact')).toHaveLength(1);
  });

  test('is axe clean in the dark theme', async ({ page }) => {
    await useStoredTheme(page, 'dark');
    const f = await open(page);
    await f.submit.press('Enter');
    await expect(f.root.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expectFormAxeClean(page, 'main', 'contact page, dark, errors');
  });
});
