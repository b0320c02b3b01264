/** What the first paint needs (the document alone, its stylesheet rules inlined, one font file) and what runs before a touch. */
import { brotliCompressSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { framesPainted, holdRequests, isHydrated, useStoredTheme, waitForHydration } from './support.ts';

for (const path of ['/', '/book-consultation', '/services/custom-website-design']) {
  test(`${path} paints from the document, loads one font file (the Inter subset, never swapped under the reader), then its code`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const served = (await (await page.goto(path))?.text()) ?? '';
    expect(served, 'the document links no stylesheet').not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    // The document fetches no code: its inline script asks for the first script once the text is on screen.
    expect(served).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(served).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
    const inlined = await page.evaluate(
      () =>
        [...document.querySelectorAll('head style')].filter((style) => style.textContent?.includes('@font-face'))
          .length,
    );
    expect(inlined, 'the page stylesheet is inlined once').toBe(1);
    // Only the rules the page's markup uses are inlined; it names the whole sheet for its code, which loads it
    // when it wakes (at once on the desktop home page, for its extras; on a touch elsewhere).
    const style = page.locator('head style[data-stylesheet]');
    const wholeUrl = (await style.getAttribute('data-stylesheet')) ?? '';
    const whole = await page.request.get(wholeUrl);
    expect(whole.status()).toBe(200);
    const inlinedLength = (await style.textContent())?.length ?? 0;
    expect(inlinedLength).toBeGreaterThan(0);
    expect(inlinedLength, 'less than the whole sheet').toBeLessThan((await whole.text()).length * 0.6);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((file) => file.endsWith('.css'))).toEqual(path === '/' ? [wholeUrl] : []);
    const { contentfulPaint, firstScript } = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript, 'the first script is asked for after the first contentful paint').toBeGreaterThanOrEqual(
      contentfulPaint,
    );
    // So is the web app manifest, which serves installing the site, not its first screen.
    expect(served).not.toMatch(/<link\b[^>]*rel="manifest"/);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');

    // The page's Latin text is drawn in the Inter subset if it is there at first paint, else in the system face
    // until the next page: never swapped under the reader, and not preloaded ahead of the document.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    const inlinedCss = (await style.textContent()) ?? '';
    const face = inlinedCss.match(/@font-face{[^}]*url\((\/assets\/inter-latin-subset-[\w-]+\.woff2)\)[^}]*}/);
    expect(face?.[0]).toContain('font-display:optional');
    // The page's text is all Latin: Inter's other faces (Greek, Cyrillic, Vietnamese …) are left to the whole sheet,
    // for text the code shows later; the subset is declared once, in the page.
    expect(inlinedCss.match(/@font-face/g)).toHaveLength(1);
    const wholeCss = await whole.text();
    expect(wholeCss.match(/@font-face/g)?.length).toBeGreaterThanOrEqual(5);
    expect(wholeCss).not.toContain(face?.[1]);
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
    expect(fonts).toEqual([face?.[1]]);
  });
}

/** What a new connection's first round trip brings (TCP's initial window of ten 1,460-byte segments). */
const firstWindowBytes = 14_600;

/** How each page's first paint is held: whether its document fits the first window, and whether it waits for its end. */
const holds = [
  { path: '/contact-page', kind: 'a short page', fits: true, paintedWhole: true },
  { path: '/pricing', kind: 'a long page', fits: false, paintedWhole: false },
  // Painted at its first window, it would leave its results tables, reviews, questions and audit form to be parsed
  // and laid out in one long task after the paint.
  {
    path: '/client-results',
    kind: 'a page whose rest is too long to parse after a paint',
    fits: false,
    paintedWhole: true,
  },
  // Rendered on request by the server, held as a prerendered page of its size is.
  { path: '/search?q=seo', kind: 'a site search', fits: true, paintedWhole: true, shows: /SEO/ },
];

for (const { path, kind, fits, paintedWhole, shows } of holds) {
  test(`${path}, ${kind}, is painted once ${paintedWhole ? 'parsed to its end' : 'the part of its document that arrives in the first round trip is parsed'}`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    const served = (await response?.text()) ?? '';
    const sizes = await response?.request().sizes();
    expect(response?.headers()['content-encoding']).toBe('br');
    const headers = sizes?.responseHeadersSize ?? 0;
    const wire = (sizes?.responseBodySize ?? 0) + headers;
    if (fits) expect(wire, 'the document and its headers fit the first window').toBeLessThanOrEqual(firstWindowBytes);
    else expect(wire, 'the document needs a second round trip').toBeGreaterThan(firstWindowBytes);
    const held = page.locator('head link[rel="expect"][blocking="render"]');
    await expect(held).toHaveCount(1);
    const target = ((await held.getAttribute('href')) ?? '').replace(/^#/, '');
    await expect(page.locator(`#${target}`)).toHaveCount(1);
    if (paintedWhole) {
      // The element the first paint waits for is the body's last: the whole page is parsed before it paints.
      expect(await page.evaluate(() => document.body.lastElementChild?.id)).toBe(target);
    } else {
      // The element it waits for starts within the first window (its end is the build's unit tests' concern), well
      // past the first screen.
      const end = served.indexOf('>', served.indexOf(`id="${target}"`)) + 1;
      expect(brotliCompressSync(served.slice(0, end)).byteLength + headers).toBeLessThanOrEqual(firstWindowBytes);
      const top = await page.locator(`#${target}`).evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThan((page.viewportSize()?.height ?? 0) * 2);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A search shows its results, not only its frame.
    if (shows) await expect(page.getByRole('link', { name: shows }).first()).toBeVisible();
  });
}

test('a page painted before its font arrived keeps its face and layout when its code runs, so a press lands where aimed', async ({
  page,
}) => {
  const heading = page.getByRole('heading', { level: 1 });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  /** The faces the browser draws the heading with, by name. */
  const headingFaces = async () => {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
  };
  const boxes = async () => ({ heading: await heading.boundingBox(), footerLink: await footerLink.boundingBox() });

  // A slow network: the font arrives after the browser's short block period, so the page paints in a system face.
  const releaseFont = await holdRequests(page, '**/*.woff2');
  await page.goto('/pricing', { waitUntil: 'commit' });
  await page.waitForFunction(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    return painted !== undefined && performance.now() - painted.startTime > 300;
  });
  releaseFont();
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'))).toBe(true);
  await framesPainted(page);
  const systemFaces = await headingFaces();
  expect(systemFaces.join(), 'the page painted in a system face').not.toContain('web font');
  const before = await boxes();

  await waitForHydration(page);
  await framesPainted(page);
  expect(await headingFaces(), 'the face does not change under the reader').toEqual(systemFaces);
  expect(await boxes(), 'nothing moves').toEqual(before);
  // React Aria found its touch rule in the page and added no second one.
  await expect(page.locator('style#react-aria-pressable-style')).toHaveCount(1);
});

/** The mean luminance (0-255) of an image file as the browser draws it. */
const luminance = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    let counted = 0;
    for (let index = 0; index < data.length; index += 4) {
      const alpha = (data[index + 3] ?? 0) / 255;
      if (alpha < 0.5) continue;
      sum += 0.2126 * (data[index] ?? 0) + 0.7152 * (data[index + 1] ?? 0) + 0.0722 * (data[index + 2] ?? 0);
      counted++;
    }
    return sum / counted;
  }, src);

for (const theme of ['light', 'dark'] as const) {
  test(`an article's drawings come as images, the related ones fetched only when scrolled near, drawn in the ${theme} theme`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    const drawings: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/art/')) drawings.push(pathname);
    });
    const served = (await (await page.goto('/digital-trends/ai-powered-website-design-future'))?.text()) ?? '';
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related articles' }) });
    // The document carries no drawing of its own: the cover and the related articles' covers are files.
    const main = served.slice(served.indexOf('<main'), served.indexOf('</main>'));
    expect(main).toContain('<img');
    expect(main).not.toContain('<svg');
    await expect(related.locator('img[src^="/art/"]')).toHaveCount(6);
    // The cover, near the top, is fetched at once, in the theme's file only.
    const cover = page.getByRole('article').first().locator('img[src^="/art/"]:visible');
    await expect(cover).toHaveCount(1);
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const coverSource = (await cover.getAttribute('src')) ?? '';
    expect(coverSource.endsWith('-dark.svg')).toBe(theme === 'dark');
    await page.waitForLoadState('networkidle');
    expect(drawings, 'nothing else is fetched while the reader is at the top').toEqual([coverSource]);

    await related.scrollIntoViewIfNeeded();
    const shown = related.locator('img[src^="/art/"]:visible');
    await expect(shown).toHaveCount(3);
    for (const image of await shown.all()) {
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      const box = await image.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
    }
    const sources = await shown.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.every((src) => src.endsWith('-dark.svg'))).toBe(theme === 'dark');
    // Only the theme's own files travel.
    await page.waitForLoadState('networkidle');
    expect([...new Set(drawings)].sort()).toEqual([coverSource, ...sources].sort());

    const first = sources[0] ?? '';
    const pair =
      theme === 'dark' ? [first.replace('-dark.svg', '.svg'), first] : [first, first.replace('.svg', '-dark.svg')];
    const [lightLuminance, darkLuminance] = [
      await luminance(page, pair[0] ?? ''),
      await luminance(page, pair[1] ?? ''),
    ];
    expect(darkLuminance, 'the dark file is drawn in the dark theme').toBeLessThan(lightLuminance - 40);
  });
}

/** The page views on the dataLayer so far. */
const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view'));

test.describe('until the visitor touches the page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a content page runs its first script only, shows the action bar at 3 s, and a tap on the menu opens it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/services/custom-website-design');
    await expect(page.getByRole('link', { name: 'Get Quote' })).toBeVisible({ timeout: 5000 });
    await page.waitForLoadState('networkidle');
    const untouched = [...scripts];
    expect(await isHydrated(page), 'nothing hydrated').toBe(false);
    expect(untouched.length, untouched.join(', ')).toBeLessThanOrEqual(3);
    // The page view was counted by the first script.
    expect(await pageViews(page)).toEqual([{ event: 'page_view', path: '/services/custom-website-design' }]);

    // The first tap lands before the page's code: the browser opens the menu (a native popover) without waiting for
    // it, styled by the inlined rules; the tap wakes the page, and once the code has run the button says so too.
    const release = await holdRequests(page, '**/assets/hydrate-*.js');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menuList = page.getByRole('navigation', { name: 'Main' }).getByRole('list').first();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await expect(menuList).toHaveCSS('list-style-type', 'none');
    await expect(menuList).toHaveCSS('flex-direction', 'column');
    expect(await isHydrated(page), 'opened before the code ran').toBe(false);
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // The frame answers first; the page's content and footer follow.
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(untouched.length);
    const wholeSheet = await page.locator('head style[data-stylesheet]').getAttribute('data-stylesheet');
    await expect(page.locator(`link[rel="stylesheet"][href="${wholeSheet}"]`)).toHaveCount(1);
    expect(await pageViews(page), 'hydrating counts no second view').toHaveLength(1);
  });

  test('a tap made while the first script is still on its way opens the menu, and wakes the page once it arrives', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/assets/{index,first}-*.js');
    await page.goto('/services/custom-website-design', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toBeVisible();
    expect(await page.evaluate(() => typeof window.earlyTouches), 'the touch is kept meanwhile').toBe('object');
    release();
    // No second touch: the kept one wakes the page, and once its code has run the button says the menu is open.
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => isHydrated(page)).toBe(true);
  });

  test('a bar dismissed earlier in the visit stays hidden on the next page before its code runs', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Dismiss' }).tap({ timeout: 5000 });
    await expect(page.getByRole('complementary', { name: 'Quick actions' })).toHaveCount(0);
    await page.goto('/pricing');
    // Hidden outright by the first script, not merely not yet faded in (its fade starts 3 s after load): until then
    // it takes its place on the page, transparent, and would count as shown.
    await expect(page.locator('[data-mobile-action-bar]')).toHaveAttribute('hidden', '');
    await expect(page.getByRole('complementary', { name: 'Quick actions' })).toBeHidden();
    expect(await isHydrated(page), 'nothing hydrated').toBe(false);
  });
});
