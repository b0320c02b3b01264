import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  agencyInbox,
  expectFormAxeClean,
  expectLeadMails,
  expectOneFormSubmit,
  selectedLabel,
  toastWith,
} from './lead-form-helpers.ts';
import { leadsWith, mailsMentioning, uniqueEmail } from './leads.ts';
import { reachIsland, waitForHydration } from './support.ts';

const jobPage = '/careers/senior-web-developer';
const successText = 'Thank you! Your application is in. We reply to every application within 5 business days.';
const acknowledgementSubject = 'Thanks for applying for Senior Web Developer at Tallowood Digital';

/** Presses Tab until the locator has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target} within ${maxPresses} presses`);
}

function applicationForm(page: Page) {
  const form = page.locator('#apply').getByRole('form', { name: 'Send your application' });
  return {
    form,
    role: form.getByRole('combobox', { name: /Role/ }),
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone (optional)' }),
    link: form.getByRole('textbox', { name: 'Link to your CV, portfolio or LinkedIn' }),
    message: form.getByRole('textbox', { name: 'Why you? A short cover note' }),
    submit: form.getByRole('button', { name: 'Send Application' }),
  };
}

/** The form's code loads when the visitor first touches it; this waits until React has adopted the server's form. */
async function expectFormReady(form: Locator) {
  await expect
    .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

function applicant(label: string) {
  return {
    name: 'Jordan Lee',
    email: uniqueEmail(label),
    phone: '0412 345 678',
    link: 'https://www.linkedin.com/in/jordan-lee-dev',
    message:
      'Six years building React and Node sites for Melbourne retailers. I led a Shopify rebuild that halved page load times.',
  };
}

test.describe('job application form', () => {
  test('an applicant applies by keyboard alone from "Apply Now": stored, both mails sent', async ({
    page,
    request,
  }) => {
    // A long journey: many key presses, two axe runs and mail delivery on a shared machine.
    test.setTimeout(90_000);
    const values = applicant('job-application');
    await page.goto(jobPage);
    await waitForHydration(page);
    const fields = applicationForm(page);

    // "Apply Now" jumps to the section holding the form.
    const applyNow = page.getByRole('link', { name: 'Apply Now' }).first();
    await expect(applyNow).toHaveAttribute('href', /#apply$/);
    await tabTo(page, applyNow);
    await page.keyboard.press('Enter');
    await expect(page.locator('#apply')).toBeInViewport();
    await expectFormAxeClean(page, '#apply', `${jobPage} application form, editing`);

    // From the section, the next stops are the form's fields, starting with the role this page preselects.
    await tabTo(page, fields.role, 10);
    expect(await selectedLabel(fields.role)).toBe('Senior Web Developer');
    // Focus brought the form's code in; what follows is typed into the live form.
    await expectFormReady(fields.form);
    await page.keyboard.press('Tab');
    await expect(fields.name).toBeFocused();
    await page.keyboard.type(values.name);
    await page.keyboard.press('Tab');
    await expect(fields.email).toBeFocused();
    await page.keyboard.type(values.email);
    await page.keyboard.press('Tab');
    await expect(fields.phone).toBeFocused();
    await page.keyboard.type(values.phone);
    await page.keyboard.press('Tab');
    await expect(fields.link).toBeFocused();
    await page.keyboard.type(values.link);
    await page.keyboard.press('Tab');
    await expect(fields.message).toBeFocused();
    await page.keyboard.type(values.message);
    await page.keyboard.press('Tab');
    await expect(fields.form.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(fields.submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toastWith(page, successText)).toBeVisible();
    for (const field of [fields.name, fields.email, fields.phone, fields.link, fields.message])
      await expect(field).toHaveValue('');
    expect(await selectedLabel(fields.role)).toBe('Senior Web Developer');
    await expectOneFormSubmit(page, 'job_application');
    await expectFormAxeClean(page, '#apply', `${jobPage} application form, after success`);

    const stored = await leadsWith(request, values.email, 'job_application');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'job_application',
      role: 'senior-web-developer',
      name: values.name,
      email: values.email,
      phone: values.phone,
      link: values.link,
      message: values.message,
    });

    await expectLeadMails(values.email, acknowledgementSubject);
    const notification = (await mailsMentioning(values.email, 2)).find((mail) => mail.to.includes(agencyInbox));
    expect(notification?.subject).toBe(`New lead: Job application from ${values.name}`);
  });

  test('names each missing or wrong field and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/job-applications')) posts.push(sent.url());
    });
    await page.goto(jobPage);
    await waitForHydration(page);
    const fields = applicationForm(page);
    await reachIsland(page, '#apply');
    await expectFormReady(fields.form);

    await fields.submit.click();
    const summary = fields.form.getByRole('heading', { name: 'There is a problem' }).locator('../..');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter your name',
      'Please enter your email address',
      'Please enter a link to your CV, portfolio or LinkedIn profile',
      'Please write a short cover note',
    ]);
    await expect(fields.link).toHaveAccessibleDescription(
      /Please enter a link to your CV, portfolio or LinkedIn profile/,
    );
    await summary.getByRole('link', { name: 'Please write a short cover note' }).click();
    await expect(fields.message).toBeFocused();

    const values = applicant('job-application-invalid');
    await fields.name.fill(values.name);
    await fields.email.fill(values.email);
    await fields.link.fill('linkedin.com/in/jordan-lee-dev');
    await fields.message.fill(values.message);
    await fields.submit.click();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter a link to your CV, portfolio or LinkedIn profile, starting with https://',
    ]);
    await expect(summary).toBeFocused();
    await expectFormAxeClean(page, '#apply', `${jobPage} application form, errors`);
    expect(posts).toEqual([]);
  });
});
