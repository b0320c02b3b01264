/**
 * Every lead form as plain HTML: with JavaScript off (or before the form's code has loaded) it posts to its page,
 * the server stores the lead with its mails and answers with the sent view, or sends the page back with the
 * problems and the values as typed. No field value ever appears in a URL.
 */
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import type { LeadFormName } from '../../site/src/forms/leadFormNames.ts';
import { leadFormSamples } from '../../site/src/forms/samples.ts';
import { selectedLabel } from './lead-form-helpers.ts';
import { leadsWith, mailsMentioning, outboxDrained, uniqueEmail } from './leads.ts';
import { expectAdoptedByReact, holdRequests, waitForHydration } from './support.ts';

interface FormCase {
  /** The form's `_form` name; its valid post is the form's sample, with an address of its own. */
  name: LeadFormName;
  page: string;
  /** Optional fields of the sample left empty. */
  omit?: string[];
  /** Fields left out or spoiled for the invalid post, with the message each must show. */
  invalid: { values: Record<string, string>; messages: string[] };
  /** Text the sent view shows. */
  sent: string;
  /** Mails that mention the address once it is stored. */
  mails: number;
  /** A stored lead shows in the admin export (newsletter and unsubscribe are not leads). */
  lead: boolean;
  /** Field names that are selects. */
  selects?: string[];
}

const cases: FormCase[] = [
  {
    name: 'home',
    page: '/',
    invalid: {
      values: { name: 'Mia Rossi', business_name: 'Rossi Tiles', phone: '0412 345 678', email: 'mia@' },
      messages: ['Please enter a valid email address', 'Please select a service you need help with.'],
    },
    sent: "Thanks! We've Got Your Request",
    mails: 2,
    lead: true,
    selects: ['service_needed'],
  },
  {
    name: 'contact',
    page: '/contact-page',
    invalid: {
      values: { firstName: 'Tom', lastName: '', message: 'A new site for our café.' },
      messages: ['Please enter your last name', 'Please enter your email address'],
    },
    sent: 'Thanks! Your message is confirmed.',
    mails: 2,
    lead: true,
    selects: ['projectType'],
  },
  {
    name: 'contact',
    page: '/contact',
    omit: ['phone', 'company', 'projectType'],
    invalid: { values: { firstName: 'Ava', lastName: 'Khan' }, messages: ['Please tell us about your project'] },
    sent: 'Thanks! Your message is confirmed.',
    mails: 2,
    lead: true,
  },
  {
    name: 'consultation',
    page: '/book-consultation',
    invalid: {
      values: { firstName: 'Lena', lastName: 'Park', website: 'not a site' },
      messages: ['Please tell us about your project', 'Please enter your email address'],
    },
    sent: 'Strategy Submitted!',
    mails: 2,
    lead: true,
    selects: ['goal'],
  },
  {
    name: 'demo',
    page: '/request-demo',
    invalid: {
      values: { name: 'Raj Patel' },
      messages: ['Please enter your email address', 'Please select your industry'],
    },
    sent: 'Thank you! Your demo request is in.',
    mails: 2,
    lead: true,
    selects: ['industry', 'timeline'],
  },
  {
    name: 'audit',
    page: '/client-results',
    invalid: { values: { name: 'Sam Lee', message: 'Rank us.' }, messages: ['Please enter your phone number'] },
    sent: "Thank you! We'll contact you within 24 hours.",
    mails: 2,
    lead: true,
  },
  {
    name: 'job-application',
    page: '/careers/senior-web-developer',
    invalid: {
      values: { name: 'Jo Smith', message: 'Keen.' },
      messages: ['Please enter a link to your CV, portfolio or LinkedIn profile'],
    },
    sent: 'Application received. We have emailed you to confirm it arrived.',
    mails: 2,
    lead: true,
  },
  {
    name: 'newsletter',
    page: '/digital-trends',
    invalid: { values: { email: 'reader@' }, messages: ['Please enter a valid email address'] },
    sent: 'Almost there! Check your inbox and click the link to confirm your subscription.',
    mails: 1,
    lead: false,
  },
  {
    name: 'unsubscribe',
    page: '/unsubscribe',
    invalid: { values: {}, messages: ['Please enter your email address'] },
    sent: "You've been successfully unsubscribed from our emails",
    // The agency hears of unsubscribes in an hourly digest, so no mail goes out at once.
    mails: 0,
    lead: false,
  },
];

function formOf(page: Page, name: string): Locator {
  return page.locator(`form:has(input[name="_form"][value="${name}"])`);
}

/** Answers each named field as a visitor would: types it, picks the option (by value or label), or checks the radio. */
async function fill(form: Locator, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const control = form.locator(`[name="${field}"]`);
    const kind = await control
      .first()
      .evaluate((element) =>
        element instanceof HTMLSelectElement
          ? 'select'
          : element instanceof HTMLInputElement && element.type === 'radio'
            ? 'radio'
            : 'text',
      );
    if (kind === 'select') await control.selectOption(value);
    else if (kind === 'radio') {
      // The radio itself is visually hidden behind its drawn circle: a visitor presses its label.
      const radio = `[name="${field}"][value="${value}"]`;
      await form.locator(`label:has(${radio})`).click();
      await expect(form.locator(radio)).toBeChecked();
    } else await control.fill(value);
  }
}

/** The form's sample with this journey's address, less the fields the case leaves empty. */
function validPost(form: FormCase, email: string): Record<string, string> {
  const values: Record<string, string> = { ...leadFormSamples[form.name], email };
  for (const field of form.omit ?? []) delete values[field];
  return values;
}

/** Every request the page makes, to check that no typed value ever travels in a URL. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

function expectNoValueIn(urls: readonly string[], values: Record<string, string>, page: string) {
  // A choice the page's own address already names (a job page's role) is not a value that leaked.
  for (const value of Object.values(values).filter((entry) => entry.length > 3 && !page.includes(entry)))
    for (const url of urls) expect(url, `"${value}" is not in a URL`).not.toContain(value);
}

test.describe('lead forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of cases) {
    test(`${form.page} (${form.name}): stored once with its mails, then the sent view; a reload stores nothing more`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`html-${form.name}`);
      const values = validPost(form, email);
      const urls = recordUrls(page);
      await page.goto(form.page);
      const target = formOf(page, form.name);
      await expect(target).toHaveAttribute('method', 'post');
      await fill(target, values);
      await target.locator('button[type="submit"]').click();
      await expect(page.getByText(form.sent)).toBeVisible();
      expect(new URL(page.url()).search).toBe(`?sent=${form.name}`);

      if (form.lead) await expect.poll(async () => (await leadsWith(request, email)).length).toBe(1);
      const mails = await mailsMentioning(email, form.mails);
      expect(mails).toHaveLength(form.mails);

      // The sent view came by a redirect: reloading it shows it again and posts nothing.
      await page.reload();
      await expect(page.getByText(form.sent)).toBeVisible();
      // The browser's back button returns to the form as it was; sending the same values again makes no second lead.
      await page.goto(form.page);
      const again = formOf(page, form.name);
      await fill(again, values);
      await again.locator('button[type="submit"]').click();
      await expect(page.getByText(form.sent)).toBeVisible();
      // The sent view came back from the second post: it was stored (or not) before that answer.
      if (form.lead) expect(await leadsWith(request, email)).toHaveLength(1);
      await mailsMentioning(email, form.mails);
      await outboxDrained(request);
      expect((await mailsMentioning(email, form.mails)).length).toBe(form.mails);
      expectNoValueIn(urls, values, form.page);
    });

    test(`${form.page} (${form.name}): a post with problems comes back with the summary, the messages and the values`, async ({
      page,
      request,
    }) => {
      const urls = recordUrls(page);
      const marker = uniqueEmail(`html-invalid-${form.name}`).split('@')[0] ?? '';
      // A value that would be stored if anything were: the first text value, tagged so the export can be searched.
      const spoilt = { ...form.invalid.values };
      const firstText = Object.keys(spoilt).find((field) => !form.selects?.includes(field) && field !== 'email');
      if (firstText) spoilt[firstText] = `${spoilt[firstText]} ${marker}`;
      await page.goto(form.page);
      const target = formOf(page, form.name);
      await fill(target, spoilt);
      const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
      await target.locator('button[type="submit"]').click();
      expect((await response).status()).toBe(400);

      await expect(page).toHaveTitle(/^Error: /);
      const summary = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
      await expect(summary).toBeVisible();
      // The browser put focus on the summary (autofocus): keyboard and screen reader users start from it.
      await expect(summary.locator('..')).toBeFocused();
      const returned = formOf(page, form.name);
      for (const message of form.invalid.messages) {
        await expect(summary.getByRole('link', { name: message })).toBeVisible();
        await expect(returned.getByText(message, { exact: false }).first()).toBeVisible();
      }
      for (const [field, value] of Object.entries(spoilt)) {
        const control = returned.locator(`[name="${field}"]`);
        if (form.selects?.includes(field)) expect(await selectedLabel(control)).toBe(value);
        else await expect(control).toHaveValue(value);
      }
      // The summary's links lead to their fields (without scripts the browser scrolls there; it does not focus).
      const firstLink = summary.getByRole('link').first();
      const href = (await firstLink.getAttribute('href')) ?? '';
      await firstLink.click();
      await expect(page.locator(href)).toBeInViewport();

      if (marker && form.lead) expect(await leadsWith(request, marker)).toHaveLength(0);
      expectNoValueIn(urls, spoilt, form.page);
    });
  }

  test('a filled honeypot gets the sent view and stores nothing', async ({ page, request }) => {
    const email = uniqueEmail('html-honeypot');
    await page.goto('/contact-page');
    const target = formOf(page, 'contact');
    await fill(target, { firstName: 'Bot', lastName: 'Bot', message: 'Buy links', email });
    await target.locator('[name="company_website"]').fill('https://spam.example', { force: true });
    await target.locator('button[type="submit"]').click();
    // The server answered the post with the sent view after it had decided to store nothing.
    await expect(page.getByText('Thanks! Your message is confirmed.')).toBeVisible();
    expect(await leadsWith(request, email)).toHaveLength(0);
  });
});

test.describe('lead forms before their code has loaded', () => {
  test('a submit pressed while the form code is on its way ends in exactly one lead', async ({ page, request }) => {
    const release = await holdRequests(page, '**/assets/ContactForm-*.js');
    const email = uniqueEmail('early-submit');
    const sends: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') sends.push(new URL(sent.url()).pathname);
    });
    await page.goto('/contact-page');
    await waitForHydration(page);
    const target = formOf(page, 'contact');
    await fill(target, { firstName: 'Early', lastName: 'Bird', email, message: 'Typed before the code came.' });
    await target.locator('button[type="submit"]').click();
    release();
    await expect(page.getByRole('heading', { name: 'Thanks! Your message is confirmed.' })).toBeVisible();
    // One send in all (the held press, replayed once), answered before the sent view showed.
    expect(sends).toEqual(['/api/inquiries']);
    expect(await leadsWith(request, email)).toHaveLength(1);
    expect(page.url()).not.toContain(encodeURIComponent(email));
  });

  test('Enter in a field before the code has loaded sends the form once', async ({ page, request }) => {
    const release = await holdRequests(page, '**/assets/DemoRequestForm-*.js');
    const email = uniqueEmail('early-enter');
    await page.goto('/request-demo');
    await waitForHydration(page);
    const target = formOf(page, 'demo');
    await fill(target, { name: 'Quick Typist', email, industry: 'Technology' });
    await target.locator('[name="email"]').press('Enter');
    release();
    await expect(page.getByText('Thank you! Your demo request is in.')).toBeVisible();
    await expect.poll(async () => (await leadsWith(request, email)).length).toBe(1);
    expect(page.url()).not.toContain(encodeURIComponent(email));
  });

  test('what is typed before the form code has loaded is kept once it has', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/ConsultationForm-*.js');
    await page.goto('/book-consultation');
    await waitForHydration(page);
    const target = formOf(page, 'consultation');
    await fill(target, { firstName: 'Kept', goal: 'Ads not converting' });
    release();
    await expectAdoptedByReact(target);
    await target.locator('[name="lastName"]').fill('Values');
    await expect(target.locator('[name="firstName"]')).toHaveValue('Kept');
    expect(await selectedLabel(target.locator('[name="goal"]'))).toBe('Ads not converting');
    // Submitting with the email missing is checked in the browser now: the summary names it.
    await target.locator('button[type="submit"]').click();
    await expect(target.getByRole('link', { name: 'Please enter your email address' })).toBeVisible();
    await expect(target.locator('[name="firstName"]')).toHaveValue('Kept');
    // The title says so while errors show, and stops saying so once they are gone.
    await expect(page).toHaveTitle(/^Error: Book a Free Strategy Consultation/);
    await target.locator('[name="email"]').fill('kept@example.com');
    await target.locator('[name="projectDetails"]').fill('A quote for a new site.');
    await target.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: 'Strategy Submitted!' })).toBeVisible();
    await expect(page).not.toHaveTitle(/^Error: /);
  });
});
