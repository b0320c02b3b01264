/**
 * Every lead form with its code running: the same journeys for each form in the table (`lead-forms.ts`).
 * Sent by keyboard alone it is stored once with its mails and counted once; problems are named on their fields
 * and nothing is sent; a failing server or network keeps the values for a retry; a double click or a lost answer
 * stores it once; and it passes axe in each state, in both themes. What belongs to one form only is in
 * `lead-forms-specifics.spec.ts`.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  breakEndpoint,
  expectOneFormSubmit,
  loseFirstAnswer,
  selectedLabel,
  tabTo,
  toastWith,
} from './lead-form-helpers.ts';
import {
  answerWithKeyboard,
  controlsOf,
  expectAreaAxeClean,
  expectMails,
  expectStoredOnce,
  expectValues,
  failureOf,
  fieldOf,
  fieldSpec,
  fillForm,
  formOf,
  type LeadFormEntry,
  leadForms,
  openForm,
  requestsTo,
  sentToastOf,
  sentViewOf,
  submitOf,
  summaryOf,
  titleOf,
  validValues,
} from './lead-forms.ts';
import { capturedMails, leadsWith, uniqueEmail } from './leads.ts';
import { expectAdoptedByReact, holdRequests, useStoredTheme, waitForHydration } from './support.ts';

function emailKeyOf(entry: LeadFormEntry): string {
  const key = Object.keys(entry.fields).find((candidate) => entry.fields[candidate]?.type === 'email');
  if (!key) throw new Error(`${entry.name} has no e-mail field`);
  return key;
}

/** What each field shows before the visitor touches it. */
function initialValues(entry: LeadFormEntry): Record<string, string> {
  return Object.fromEntries(Object.entries(entry.fields).map(([key, spec]) => [key, spec.initial ?? '']));
}

/** Sends the untouched form from the keyboard, pressing its button with this key. */
async function sendEmpty(page: Page, entry: LeadFormEntry, key: 'Enter' | 'Space') {
  const form = formOf(page, entry);
  if (entry.sendEmptyFromField) {
    const [first] = Object.values(entry.fields);
    if (!first) throw new Error(`${entry.name} has no fields`);
    await fieldOf(form, first).focus();
    await page.keyboard.press('Enter');
  } else await submitOf(page, entry).press(key);
}

/** The thank-you state in full, as a keyboard user meets it. */
async function expectSentInFull(page: Page, entry: LeadFormEntry) {
  const { sent } = entry;
  const view = sentViewOf(page, entry);
  const section = page.locator(entry.section);
  await expect(view).toBeVisible();
  if (sent.view === 'cleared') {
    // The form stays for another submission, emptied (a preselected choice stays), under its note.
    await expect(formOf(page, entry).getByText(sent.note)).toBeVisible();
    await expectValues(page, entry, initialValues(entry));
  } else {
    if (sent.view === 'heading') await expect(view).toBeFocused();
    else await expect(section.locator(':focus')).toContainText(sent.text);
    if (sent.view === 'heading' && sent.toast) {
      const toast = toastWith(page, sent.toast.title);
      if (sent.toast.text) await expect(toast).toContainText(sent.toast.text);
      else await expect(toast).toBeVisible();
    }
    // The view replaced the form.
    for (const spec of Object.values(entry.fields)) await expect(fieldOf(section, spec)).toHaveCount(0);
    await expect(section.getByRole('button', { name: entry.submit.label })).toHaveCount(0);
  }
}

for (const entry of leadForms) {
  const title = titleOf(entry);

  test.describe(title, () => {
    test('shows its labelled fields, marks the required ones and says who collects the details and why', async ({
      page,
    }) => {
      const form = await openForm(page, entry);
      for (const [key, spec] of Object.entries(entry.fields)) {
        const field = fieldOf(form, spec);
        await expect(field, key).toBeVisible();
        if (spec.kind === 'select') expect(await selectedLabel(field), `${key} starts on`).toBe(spec.initial);
        else if (spec.kind === 'radio') await expect(field.getByRole('radio', { name: spec.initial })).toBeChecked();
        else await expect(field, `${key} starts empty`).toHaveValue('');
        if (spec.missing || spec.required) await expect(field, key).toHaveAttribute('aria-required', 'true');
        else await expect(field, key).not.toHaveAttribute('aria-required', 'true');
        if (spec.type) await expect(field, key).toHaveAttribute('type', spec.type);
      }

      const notice = form.getByText(/collects these details/);
      await expect(notice).toContainText(`Tallowood Digital Pty Ltd collects these details ${entry.purpose}.`);
      await expect(notice).toContainText('Level 2, 120 Collins Street, Melbourne VIC 3000');
      await expect(notice).toContainText('hello@tallowood.digital');
      await expect(notice).toContainText('(03) 9111 4820');
      await expect(notice).toContainText('how to access or correct your details and how to make a complaint');
      await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    });

    test('a visitor sends it with the keyboard alone: stored once with its mails, counted once', async ({
      page,
      request,
    }) => {
      // A long journey: many key presses and mail delivery on a shared machine.
      test.setTimeout(90_000);
      const email = uniqueEmail(`keyboard-${entry.name}`);
      const values = validValues(entry, email);
      const form = formOf(page, entry);
      const [first, ...rest] = Object.entries(values);
      if (!first) throw new Error(`${entry.name} has no fields`);
      await page.goto(entry.page);
      await waitForHydration(page);

      if (entry.jump) {
        const jump = page.getByRole('link', { name: entry.jump.link }).first();
        await expect(jump).toHaveAttribute('href', new RegExp(`${entry.jump.target}$`));
        await tabTo(page, jump);
        await page.keyboard.press('Enter');
        await expect(page.locator(entry.jump.target)).toBeInViewport();
        await expect(page.locator(entry.jump.target)).toBeFocused();
      }
      // After a jump the form's first field is the next stop or so; from the page's top it is past the header.
      await tabTo(page, fieldOf(form, fieldSpec(entry, first[0])), entry.jump ? 10 : 80);
      // Focus brought the form's code in; what follows is typed into the live form.
      await expectAdoptedByReact(form);
      await answerWithKeyboard(page, entry, first[0], first[1]);
      for (const [key, value] of rest) {
        await page.keyboard.press('Tab');
        await answerWithKeyboard(page, entry, key, value);
      }
      if (entry.sendFromField) {
        await expect(submitOf(page, entry)).toBeEnabled();
        await page.keyboard.press('Enter');
      } else {
        // The collection notice's policy link is the one stop between the last field and the button.
        await page.keyboard.press('Tab');
        await expect(form.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(submitOf(page, entry)).toBeFocused();
        await page.keyboard.press('Enter');
      }

      await expectSentInFull(page, entry);
      await expectOneFormSubmit(page, entry.analytics);
      if (entry.lead) {
        const stored = await leadsWith(request, email, entry.lead.kind);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ ...entry.lead.record, email });
      } else {
        // Sign-ups and unsubscribes are not leads: the export lists none of them.
        expect(await leadsWith(request, email)).toHaveLength(0);
      }
      await expectMails(request, entry, email);
      await entry.thankYou?.(page);
    });

    test('sent empty or with malformed values, it names each problem on its field and sends nothing', async ({
      page,
      request,
    }) => {
      const sent = requestsTo(page, entry);
      const form = await openForm(page, entry);
      const summary = summaryOf(form);
      await sendEmpty(page, entry, 'Enter');
      await expect(summary).toBeFocused();
      const missing = Object.values(entry.fields).filter((spec) => spec.missing);
      await expect(summary.getByRole('link')).toHaveText(missing.map((spec) => spec.missing ?? ''));
      if (entry.missingToast) await expect(toastWith(page, entry.missingToast)).toBeVisible();
      for (const [key, spec] of Object.entries(entry.fields)) {
        const field = fieldOf(form, spec);
        if (spec.missing) {
          await expect(field, key).toHaveAttribute('aria-invalid', 'true');
          await expect(field, key).toHaveAccessibleDescription(new RegExp(escapeRegExp(spec.missing)));
        } else await expect(field, `${key} is optional`).not.toHaveAttribute('aria-invalid', 'true');
      }
      // Each of the summary's links leads to its field.
      for (const spec of missing) {
        await summary.getByRole('link', { name: spec.missing, exact: true }).click();
        await expect(fieldOf(form, spec)).toBeFocused();
      }

      const email = uniqueEmail(`malformed-${entry.name}`);
      const emailKey = emailKeyOf(entry);
      const emailField = fieldOf(form, fieldSpec(entry, emailKey));
      await fillForm(page, entry, { ...validValues(entry, email), ...entry.malformed.values });
      await emailField.press('Enter');
      const malformed = Object.keys(entry.fields).filter((key) => key in entry.malformed.messages);
      await expect(summary.getByRole('link')).toHaveText(malformed.map((key) => entry.malformed.messages[key] ?? ''));
      await expect(summary).toBeFocused();
      for (const key of malformed) {
        const field = fieldOf(form, fieldSpec(entry, key));
        await expect(field, key).toHaveAttribute('aria-invalid', 'true');
        await expect(field, key).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(entry.malformed.messages[key] ?? '')),
        );
      }
      await expectAreaAxeClean(page, entry, 'malformed values');

      // A corrected address is accepted as it is typed.
      await emailField.fill(email);
      await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
      expect(sent, `requests to /api/${entry.endpoint}`).toEqual([]);
      if (entry.lead) expect(await leadsWith(request, email)).toHaveLength(0);
    });

    for (const how of ['status-500', 'network-down'] as const) {
      test(`when sending fails (${how}) it says so, keeps every value, and a retry stores it once`, async ({
        page,
        request,
      }) => {
        const form = await openForm(page, entry);
        await breakEndpoint(page, entry.endpoint, how);
        const email = uniqueEmail(`${how}-${entry.name}`);
        const values = validValues(entry, email);
        const submit = submitOf(page, entry);
        await fillForm(page, entry, values);
        await submit.click();

        const failure = failureOf(page, entry);
        await expect(failure).toBeVisible({ timeout: 15_000 });
        await expect(failure.locator('..')).toBeFocused();
        for (const link of entry.failure.links ?? [])
          await expect(failure.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
        const { toast } = entry.failure;
        if (toast?.text) await expect(toastWith(page, toast.title)).toContainText(toast.text);
        else if (toast) await expect(toastWith(page, toast.title)).toBeVisible();
        await expect(sentViewOf(page, entry)).toHaveCount(0);
        await expectValues(page, entry, values);
        for (const spec of Object.values(entry.fields))
          for (const control of await controlsOf(form, spec))
            if (spec.kind === undefined || spec.kind === 'text') await expect(control).toBeEditable();
            else await expect(control).toBeEnabled();
        await expect(submit).toBeEnabled();
        await expect(submit).toHaveText(entry.submit.label);
        await expectAreaAxeClean(page, entry, how, entry.failure.toast?.title);
        if (entry.lead) expect(await leadsWith(request, email)).toHaveLength(0);
        expect(capturedMails().filter((mail) => mail.raw.includes(email))).toHaveLength(0);

        // Once the API is back the same values go through.
        await page.unrouteAll();
        await submit.click();
        await expect(sentViewOf(page, entry)).toBeVisible();
        await expectStoredOnce(request, entry, email);
      });
    }

    test('while it is sending the button says so and every field waits', async ({ page }) => {
      const form = await openForm(page, entry);
      const release = await holdRequests(page, `**/api/${entry.endpoint}`);
      await fillForm(page, entry, validValues(entry, uniqueEmail(`busy-${entry.name}`)));
      await submitOf(page, entry).click();
      const busy = form.getByRole('button', { name: entry.submit.busy });
      await expect(busy).toBeVisible();
      await expect(busy).toHaveAttribute('data-pending', 'true');
      await expect(busy).toBeDisabled();
      for (const spec of Object.values(entry.fields))
        for (const control of await controlsOf(form, spec)) await expect(control).toBeDisabled();
      release();
      await expect(sentViewOf(page, entry)).toBeVisible();
    });

    test('a double click sends it once', async ({ page, request }) => {
      const sent = requestsTo(page, entry);
      await openForm(page, entry);
      const email = uniqueEmail(`double-${entry.name}`);
      await fillForm(page, entry, validValues(entry, email));
      await submitOf(page, entry).dblclick();
      await expect(sentViewOf(page, entry)).toBeVisible();
      expect(sent, `requests to /api/${entry.endpoint}`).toHaveLength(1);
      await expectStoredOnce(request, entry, email);
    });

    test('an answer lost after it was stored is retried with the same key and stored once', async ({
      page,
      request,
    }) => {
      await openForm(page, entry);
      const keys = await loseFirstAnswer(page, entry.endpoint, entry.storedStatus);
      const email = uniqueEmail(`retry-${entry.name}`);
      await fillForm(page, entry, validValues(entry, email));
      await submitOf(page, entry).click();
      await expect(sentViewOf(page, entry)).toBeVisible({ timeout: 15_000 });
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size, 'every attempt carries the same Idempotency-Key').toBe(1);
      await expectStoredOnce(request, entry, email);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`passes axe while editing, with problems and once sent, in the ${theme} theme`, async ({ page }) => {
        await useStoredTheme(page, theme);
        const form = await openForm(page, entry);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        else await expect(page.locator('html')).not.toHaveClass(/dark/);
        await expectAreaAxeClean(page, entry, `${theme}, editing`);
        // A button answers Space as well as Enter.
        await sendEmpty(page, entry, 'Space');
        await expect(summaryOf(form)).toBeFocused();
        await expectAreaAxeClean(page, entry, `${theme}, problems`, entry.missingToast);
        await fillForm(page, entry, validValues(entry, uniqueEmail(`${theme}-${entry.name}`)));
        await submitOf(page, entry).click();
        await expect(sentViewOf(page, entry)).toBeVisible();
        await expectAreaAxeClean(page, entry, `${theme}, sent`, sentToastOf(entry));
      });
    }
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
