/**
 * What one lead form does that the others do not: its page around it, its own rules and its own follow-up. The
 * journeys every form shares are in `lead-forms.spec.ts`.
 */
import { expect, test } from '@playwright/test';
import { business } from '../../site/src/config/business.ts';
import { chooseWithKeyboard, expectFormAxeClean, selectedLabel, tabTo } from './lead-form-helpers.ts';
import {
  expectStoredOnce,
  expectValues,
  fieldOf,
  fieldSpec,
  fillForm,
  formOf,
  leadForm,
  openForm,
  requestsTo,
  sentViewOf,
  submitOf,
  summaryOf,
  validValues,
} from './lead-forms.ts';
import {
  type CapturedMail,
  capturedMails,
  exportedLeads,
  leadsWith,
  mailsMentioning,
  outboxDrained,
  uniqueEmail,
} from './leads.ts';
import { holdRequests, isAdoptedByReact, reachIsland, viewports, waitForHydration } from './support.ts';

test.describe('free SEO audit on /client-results', () => {
  const audit = leadForm('audit');

  test('the page shows nine case studies, each offering similar results', async ({ page }) => {
    await openForm(page, audit);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#case-studies').getByRole('article')).toHaveCount(9);
    const firstCase = page.locator('#case-studies').getByRole('article').first();
    await expect(firstCase.getByRole('link', { name: /Get Similar Results/ })).toHaveAttribute('href', '/contact');
  });

  test('answers a submit pressed before the form was ready, and never sends it the old way', async ({ page }) => {
    // Hold the form's code back, as a slow phone would, while the visitor types and presses submit.
    const release = await holdRequests(page, '**/assets/AuditRequestForm-*.js');
    await page.goto(audit.page);
    await waitForHydration(page);
    const form = formOf(page, audit);
    const name = fieldOf(form, fieldSpec(audit, 'name'));
    await name.fill('Priya');
    await submitOf(page, audit).click();
    expect(new URL(page.url()).search, 'the browser did not submit the form itself').toBe('');
    release();
    const summary = summaryOf(form);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter your email address',
      'Please enter your phone number',
      'Please tell us about your website and goals',
    ]);
    await expect(name).toHaveValue('Priya');
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
    const form = await openForm(page, audit);
    const values = validValues(audit, uniqueEmail('audit-server-issue'));
    await fillForm(page, audit, values);
    await submitOf(page, audit).click();
    await expect(fieldOf(form, fieldSpec(audit, 'message'))).toHaveAccessibleDescription(
      /Message must be at most 5000 characters\./,
    );
    await expect(form.getByRole('link', { name: 'Message must be at most 5000 characters.' })).toBeVisible();
    await expectValues(page, audit, values);
    for (const spec of Object.values(audit.fields)) await expect(fieldOf(form, spec)).toBeEditable();
  });
});

test.describe('consultation booking on /book-consultation', () => {
  const consultation = leadForm('consultation');

  test('shows the side panel, the process gallery and a four-row details box', async ({ page }) => {
    const form = await openForm(page, consultation);
    await expect(fieldOf(form, fieldSpec(consultation, 'projectDetails'))).toHaveAttribute('rows', '4');
    const panel = page.getByRole('complementary', { name: 'What to expect' });
    await expect(panel).toContainText('15-minute session');
    await expect(panel).toContainText('Same-day booking available');
    await expect(panel).toContainText('1-on-1 with a senior consultant');
    const gallery = page.getByRole('region', { name: 'Our Process in Action' });
    await expect(gallery.getByRole('figure')).toHaveCount(3);
  });

  test('keeps the preselected goal and time when left alone', async ({ page, request }) => {
    await openForm(page, consultation);
    const email = uniqueEmail('consultation-defaults');
    await fillForm(page, consultation, {
      firstName: 'Lee',
      lastName: 'Wong',
      email,
      projectDetails: 'A new site for a cafe.',
    });
    await submitOf(page, consultation).click();
    await expect(sentViewOf(page, consultation)).toBeVisible();
    const [lead] = await leadsWith(request, email, 'consultation');
    expect(lead).toMatchObject({ goal: 'Generate more leads', preferred_time: 'Morning (9AM-12PM AEST)' });
  });
});

test.describe('contact page', () => {
  const contact = leadForm('contact');

  test('shows the details, the guarantee and the booking link on both addresses', async ({ page }) => {
    for (const path of ['/contact-page', '/contact?utm_source=footer&utm_medium=cta&utm_campaign=custom_quote']) {
      await page.goto(path);
      await waitForHydration(page);
      await reachIsland(page, contact.section);
      const form = formOf(page, contact);
      await expect(form).toBeVisible();
      const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
      await expect(aside.getByRole('link', { name: business.phone.display })).toHaveAttribute(
        'href',
        business.phone.href,
      );
      await expect(aside.getByRole('link', { name: business.email })).toHaveAttribute(
        'href',
        `mailto:${business.email}`,
      );
      await expect(aside.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(aside).toContainText('Level 2, 120 Collins Street, Melbourne VIC 3000');
      await expect(aside).toContainText('Mon-Fri 9AM-6PM AEST');
      await expect(aside).toContainText('Response typically within 15 minutes in business hours.');
      await expect(aside.getByRole('link', { name: 'See websites we launched' })).toHaveAttribute('href', '/portfolio');
      const booking = aside.getByRole('link', { name: /Book a Free 15-Minute Call/ });
      await expect(booking).toHaveAttribute('target', '_blank');
      await expect(booking).toHaveAttribute('href', /^https:\/\//);
      expect(await selectedLabel(fieldOf(form, fieldSpec(contact, 'projectType')))).toBe('New Website Design');
    }
  });

  test('on /contact, where the quote links land, a double click sends one message', async ({ page, request }) => {
    const sent = requestsTo(page, contact);
    await openForm(page, { ...contact, page: '/contact' });
    const email = uniqueEmail('contact-double');
    await fillForm(page, contact, validValues(contact, email));
    await submitOf(page, contact).dblclick();
    await expect(sentViewOf(page, contact)).toBeVisible();
    expect(sent, 'requests to /api/inquiries').toHaveLength(1);
    await expectStoredOnce(request, contact, email);
  });
});

test.describe('AI demo request on /request-demo', () => {
  const demo = leadForm('demo');

  test('describes the free 30-minute demo call', async ({ page }) => {
    await openForm(page, demo);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/free 30-minute demo call/).first()).toBeVisible();
  });

  test('shows every field on a phone, Timeline included', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    const form = await openForm(page, demo);
    for (const field of [...Object.values(demo.fields).map((spec) => fieldOf(form, spec)), submitOf(page, demo)]) {
      await field.scrollIntoViewIfNeeded();
      await expect(field).toBeVisible();
    }
  });

  test('needs only name, email and industry', async ({ page, request }) => {
    await openForm(page, demo);
    const email = uniqueEmail('demo-minimal');
    await fillForm(page, demo, { name: 'Kim Lee', email, industry: 'Technology' });
    await submitOf(page, demo).click();
    await expect(sentViewOf(page, demo)).toBeVisible();
    const [lead] = await leadsWith(request, email, 'demo_request');
    expect(lead).toMatchObject({ name: 'Kim Lee', industry: 'Technology', budget: null, timeline: null });
  });
});

test.describe('home page audit and quote request', () => {
  const home = leadForm('home');

  test('the button waits until a service is chosen', async ({ page }) => {
    const form = await openForm(page, home);
    const submit = submitOf(page, home);
    await expect(submit).toBeDisabled();
    const values = validValues(home, uniqueEmail('home-service'));
    await fillForm(page, home, Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'service_needed')));
    await expect(submit).toBeDisabled();
    const select = fieldOf(form, fieldSpec(home, 'service_needed'));
    await select.focus();
    await chooseWithKeyboard(page, select, values.service_needed ?? '');
    await expect(submit).toBeEnabled();
  });

  test('keeps what a visitor typed before the form was ready', async ({ page, request }) => {
    // Hold the form's code back, as a slow phone would, while the visitor starts typing into the page.
    const release = await holdRequests(page, '**/assets/HomeContactForm-*.js');
    await page.goto(home.page);
    await waitForHydration(page);
    const form = formOf(page, home);
    const email = uniqueEmail('home-early');
    await fillForm(page, home, { name: 'Early Bird', email });
    expect(await isAdoptedByReact(form), 'the form is still server HTML while its code is held').toBe(false);

    release();
    await reachIsland(page, home.section);
    await expect(fieldOf(form, fieldSpec(home, 'name'))).toHaveValue('Early Bird');
    await fillForm(page, home, { business_name: 'Dawn Bakery', phone: '0412 345 678', service_needed: 'New Website' });
    await submitOf(page, home).click();
    await expect(sentViewOf(page, home)).toBeVisible();
    const [lead] = await leadsWith(request, email, 'contact_submission');
    expect(lead).toMatchObject({ name: 'Early Bird', email, company: 'Dawn Bakery' });
  });
});

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

test.describe('newsletter sign-up on /digital-trends', () => {
  const newsletter = leadForm('newsletter');
  const confirmationSubject = 'Please confirm your subscription to Tallowood Digital insights';
  const welcomeSubject = "You're subscribed to Tallowood Digital insights";

  test('a reader confirms from the e-mail and lands on the confirmation page', async ({ page, request }) => {
    // A long journey: mail delivery twice and three axe runs on a shared machine.
    test.setTimeout(90_000);
    const form = await openForm(page, newsletter);
    const address = uniqueEmail('newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights to grow your business online' })).toBeVisible();
    const email = fieldOf(form, fieldSpec(newsletter, 'email'));
    await email.fill(address);
    await email.press('Enter');
    await expect(sentViewOf(page, newsletter)).toBeVisible();

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
    await expectFormAxeClean(page, '#main-content', '/newsletter/confirmed');

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
    await expectFormAxeClean(page, '#main-content', '/newsletter/confirmed?status=invalid');
  });
});

test.describe('unsubscribe on /unsubscribe', () => {
  const unsubscribe = leadForm('unsubscribe');

  test('the page says what unsubscribing stops and what still arrives', async ({ page }) => {
    await openForm(page, unsubscribe);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails' })).toBeVisible();
    await expect(page.getByText('Replies to an enquiry, quote or booking you made with us still arrive')).toBeVisible();
    await expect(page.locator('#main-content').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(submitOf(page, unsubscribe)).toBeEnabled();
  });

  test('unsubscribing the same address twice succeeds both times and mails no one at once (the agency gets an hourly digest)', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('unsubscribe-twice');
    for (const attempt of [1, 2]) {
      const form = await openForm(page, unsubscribe);
      await fieldOf(form, fieldSpec(unsubscribe, 'email')).fill(address);
      await submitOf(page, unsubscribe).click();
      await expect(sentViewOf(page, unsubscribe), `attempt ${attempt}`).toBeVisible();
    }
    await outboxDrained(request);
    expect(capturedMails().filter((mail) => mail.raw.includes(address))).toHaveLength(0);
  });

  test('an address left empty, or sent as spaces only, is asked for and nothing is sent', async ({ page }) => {
    const sent = requestsTo(page, unsubscribe);
    const form = await openForm(page, unsubscribe);
    const email = fieldOf(form, fieldSpec(unsubscribe, 'email'));
    // Leaving the field empty says what is missing.
    await email.focus();
    await email.press('Tab');
    await expect(page.getByText('Please enter your email address').first()).toBeVisible();
    await expect(email).toHaveAccessibleDescription(/Please enter your email address/);

    // Sending it empty (spaces only) says so in the summary too.
    await email.fill('   ');
    await submitOf(page, unsubscribe).click();
    const summary = summaryOf(form);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Please enter your email address' })).toBeVisible();
    expect(sent).toEqual([]);
  });
});
