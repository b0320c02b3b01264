/** What the first paint needs: the document alone (stylesheet inlined) and one font file, the one preloaded. */
import { expect, test } from '@playwright/test';

for (const path of ['/', '/book-consultation', '/services/custom-website-design']) {
  test(`${path} paints from the document and draws its text in the preloaded Inter subset`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    const inlined = await page.evaluate(
      () =>
        [...document.querySelectorAll('head style')].filter((style) => style.textContent?.includes('@font-face'))
          .length,
    );
    expect(inlined, 'the page stylesheet is inlined once').toBe(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(requested.filter((file) => file.endsWith('.css'))).toEqual([]);

    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(preloaded).toMatch(/^\/assets\/inter-latin-subset-[\w-]+\.woff2$/);
    // The face that draws the page's Latin text is the preloaded file, and it is in use (not merely declared).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return (
            document.fonts.check('16px "Inter Variable"', 'Tallowood') &&
            [...document.fonts].some((face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+0-FF'))
          );
        }),
      )
      .toBe(true);
    const fonts = requested.filter((file) => file.endsWith('.woff2'));
    expect(fonts).toEqual([preloaded]);
  });
}
