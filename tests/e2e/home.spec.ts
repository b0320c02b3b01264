import { expect, type Page, test } from '@playwright/test';
import { viewports, waitForHydration } from './support.ts';

const firstSocialProof = 'Sarah from Richmond just booked a strategy call';

/** The pointer leaving the window through its top edge. */
async function pointerLeavesThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: 0, relatedTarget: null }),
    ),
  );
}

test.describe('home page', () => {
  test.use({ viewport: viewports.desktop });

  test('has its sections and anchors, and the hero button jumps to the form', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turn Your Website Into a 24/7 Client Machine' }),
    ).toBeVisible();
    for (const id of ['process-section', 'contact-section', 'contact-form-section']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#contact-section #contact-form-section')).toHaveCount(1);

    await page.getByText('Get My Free Audit & Quote', { exact: true }).first().press('Enter');
    await expect(page.locator('#contact-form-section')).toBeInViewport();
    await page.getByText('See the 48-Hour Process', { exact: true }).press('Enter');
    await expect(page.locator('#process-section')).toBeInViewport();
  });

  test('the exit-intent popup opens once per visit and "No thanks..." dismisses it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Wait! Get a free website audit' });
    await expect(dialog).toHaveCount(0);

    await pointerLeavesThroughTop(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Claim My Free Audit' })).toHaveAttribute(
      'href',
      '/contact?utm_source=exit_intent&utm_medium=popup&utm_campaign=free_audit',
    );
    await dialog.getByRole('button', { name: 'No thanks...' }).click();
    await expect(dialog).toBeHidden();

    await pointerLeavesThroughTop(page);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 0);
    await expect(dialog).toBeHidden();
  });

  test('leaving through the sides or bottom does not open the popup', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientX: 0, clientY: 400, relatedTarget: null }),
      ),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('following the popup goes to the contact page with the campaign tags', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await pointerLeavesThroughTop(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Claim My Free Audit' }).click();
    await expect(page).toHaveURL(/\/contact\?utm_source=exit_intent&utm_medium=popup&utm_campaign=free_audit$/);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });

  test('social proof on desktop: nothing before 10 s, the first message at 10 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+11:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:00.100+11:00'));
    await page.goto('/');
    await waitForHydration(page);
    const message = page.getByText(firstSocialProof);

    await page.clock.runFor(9_900);
    await expect(message).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(message).toBeVisible();
    // Each message stays 5 s.
    await page.clock.runFor(5_000);
    await expect(message).toHaveCount(0);
  });
});
