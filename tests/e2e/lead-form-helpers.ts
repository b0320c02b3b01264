import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mailsMentioning } from './leads.ts';

/** The inbox the lead API notifies (the server's default when LEADS_NOTIFY_TO is unset). */
export const agencyInbox = process.env.LEADS_NOTIFY_TO ?? 'leads@tallowood.digital';

/** Waits for the two mails of one lead: the notification to the agency and the acknowledgement to the prospect. */
export async function expectLeadMails(email: string, acknowledgementSubject: string) {
  const mails = await mailsMentioning(email, 2);
  const acknowledgements = mails.filter((mail) => mail.to.includes(email));
  const notifications = mails.filter((mail) => mail.to.includes(agencyInbox));
  expect(acknowledgements, 'one acknowledgement to the prospect').toHaveLength(1);
  expect(notifications, 'one notification to the agency').toHaveLength(1);
  expect(acknowledgements[0]?.subject).toBe(acknowledgementSubject);
  expect(notifications[0]?.subject).toMatch(/^New lead: /);
}

/** The API answers 500, or the connection drops, for every submission to this endpoint. */
export async function breakEndpoint(page: Page, endpoint: string, how: 'status-500' | 'network-down') {
  await page.route(`**/api/${endpoint}`, (route) =>
    how === 'status-500'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal' }) })
      : route.abort('internetdisconnected'),
  );
}

/**
 * The first request reaches the server (the lead is stored) but its answer is lost on the way back; later
 * requests go through. Returns the idempotency keys the browser sent, in order.
 */
export async function loseFirstAnswer(page: Page, endpoint: string): Promise<string[]> {
  const keys: string[] = [];
  await page.route(`**/api/${endpoint}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      const response = await route.fetch();
      expect(response.status(), 'the server stored the first attempt').toBe(201);
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  return keys;
}

/**
 * Keyboard only: moves a focused native select to an option with the arrow keys (a closed select changes its
 * choice in place), leaving focus on it so the next Tab moves on from there.
 */
export async function chooseWithKeyboard(page: Page, select: Locator, option: string) {
  await expect(select).toBeFocused();
  for (let step = 0; step < 15; step += 1) {
    if ((await selectedLabel(select)) === option) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await selectedLabel(select)).toBe(option);
  await expect(select).toBeFocused();
}

/** The label of a native select's chosen option. */
export function selectedLabel(select: Locator): Promise<string | undefined> {
  return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.label);
}

/** Picks a native select's option by its label (for tests that are not about the keyboard). */
export async function choose(select: Locator, option: string) {
  await select.selectOption({ label: option });
  expect(await selectedLabel(select)).toBe(option);
}

/** A toast (RAC renders each as an alertdialog in the notifications region) with this title. */
export function toastWith(page: Page, title: string) {
  return page.getByRole('alertdialog').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Axe on one form's area (WCAG 2.2 A/AA and best practices), for checking its editing, error and success states;
 * the page around it is covered by the route-wide checks.
 */
export async function expectFormAxeClean(page: Page, selector: string, context: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/** The page reported exactly one successful submission, of this form, to analytics. */
export async function expectOneFormSubmit(page: Page, form: string) {
  const submits = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string } | null)?.event === 'form_submit'),
  );
  expect(submits, 'form_submit events on window.dataLayer').toEqual([{ event: 'form_submit', form }]);
}
