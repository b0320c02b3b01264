import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support.ts';

/** The inbox the lead API notifies (the server's default when LEADS_NOTIFY_TO is unset). */
export const agencyInbox = process.env.LEADS_NOTIFY_TO ?? 'leads@tallowood.digital';

/** The API answers 500, or the connection drops, for every submission to this endpoint. */
export async function breakEndpoint(page: Page, endpoint: string, how: 'status-500' | 'network-down') {
  await page.route(`**/api/${endpoint}`, (route) =>
    how === 'status-500'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal' }) })
      : route.abort('internetdisconnected'),
  );
}

/**
 * The first request reaches the server (the submission is stored with the status it answers) but its answer is
 * lost on the way back; later requests go through. Returns the idempotency keys the browser sent, in order.
 */
export async function loseFirstAnswer(page: Page, endpoint: string, storedStatus: number): Promise<string[]> {
  const keys: string[] = [];
  await page.route(`**/api/${endpoint}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      const response = await route.fetch();
      expect(response.status(), 'the server stored the first attempt').toBe(storedStatus);
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

/** Keyboard only: arrows a focused radio group's choice to an option (the arrows select as they move). */
export async function chooseRadioWithKeyboard(page: Page, group: Locator, option: string) {
  const target = group.getByRole('radio', { name: option });
  for (let step = 0; step < 6; step += 1) {
    if (await target.isChecked()) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

/** Presses Tab until the locator has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target} within ${maxPresses} presses`);
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
  // A known place, wherever the last step left the page: an area that starts on the first screen as the page opens
  // (nothing under the sticky header), one further down from its top just below the header (the page's scroll
  // padding). A control left half under the header fails the target-size check on the overlap alone.
  // The place is held for a few frames before the audit: a focus the page moves a moment later (a summary, a
  // thank-you note) scrolls it again, and the audit starts only once nothing has moved it since.
  await page
    .locator(selector)
    .first()
    .evaluate(async (area) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let attempt = 0; attempt < 20; attempt++) {
        if (area.getBoundingClientRect().top + window.scrollY < window.innerHeight)
          window.scrollTo({ top: 0, behavior: 'instant' });
        else area.scrollIntoView({ block: 'start', behavior: 'instant' });
        const placed = window.scrollY;
        for (let held = 0; held < 3; held++) await frame();
        if (window.scrollY === placed) return;
      }
      throw new Error('the page kept scrolling');
    });
  expect(await axeViolations(page, selector), `axe violations on ${context}`).toEqual([]);
}

/** The page reported exactly one successful submission, of this form, to analytics. */
export async function expectOneFormSubmit(page: Page, form: string) {
  const submits = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string } | null)?.event === 'form_submit'),
  );
  expect(submits, 'form_submit events on window.dataLayer').toEqual([{ event: 'form_submit', form }]);
}
