import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, manifest, useStoredTheme, viewports, waitForHydration, watchPage } from './support.ts';

/** An attribute value as React writes it. */
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const visits = manifest.routes.flatMap((route) => route.visit.map((path) => ({ route, path })));

// Browser checks for every hand-made page and the first page of each template; pages of one template share
// their markup, so the HTTP checks below cover the rest.
const templateSamples = new Set<string>();
const inBrowser = new Set(
  manifest.routes
    .filter((route) => {
      if (route.source === 'page') return true;
      if (templateSamples.has(route.source)) return false;
      templateSamples.add(route.source);
      return true;
    })
    .map((route) => route.path),
);

test('every route has a unique title and description', () => {
  const titles = manifest.routes.map((route) => route.title);
  const descriptions = manifest.routes.map((route) => route.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
  expect(visits.length).toBeGreaterThan(0);
});

test('sitemap.xml lists exactly the indexed routes', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexed = manifest.routes.filter((route) => route.indexed && !route.path.includes(':'));
  expect(listed.sort()).toEqual(indexed.map((route) => new URL(route.path, manifest.siteUrl).href).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', manifest.siteUrl).href}`);
});

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

for (const { route, path } of visits) {
  test.describe(`route ${path}`, () => {
    test('arrives as complete HTML with its own head', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The build moves the entry script into <head>: the root is the last element of <body>.
      const body = html.match(/<div id="root">([\s\S]*)<\/div>\s*<\/body>/)?.[1] ?? '';
      expect(body).toMatch(/<h1[^>]*>[^<]+/);
      // React escapes text as HTML does: & < > " and '.
      expect(html).toContain(`<title>${escapeText(route.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeAttribute(route.description)}"/>`);
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, manifest.siteUrl).href}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${new URL(path, manifest.siteUrl).href}"/>`);
      expect(html).toContain(route.indexed ? 'content="index, follow"' : 'content="noindex, follow"');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length).toBeGreaterThan(0);
      for (const [, json] of blocks) {
        const data = JSON.parse(json ?? '');
        expect(data['@context']).toBe('https://schema.org');
        expect(typeof data['@type']).toBe('string');
      }
      // Everything the page loads comes from the site itself.
      const loads = [
        ...html.matchAll(/<(?:script|img|source|iframe)\b[^>]*\ssrc="([^"]+)"/g),
        ...html.matchAll(
          /<link\b(?=[^>]*\srel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)")[^>]*\shref="([^"]+)"/g,
        ),
      ].map((match) => match[1] ?? '');
      expect(loads.length).toBeGreaterThan(0);
      expect(loads.filter((url) => !/^\/(?!\/)/.test(url))).toEqual([]);
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    });

    for (const theme of inBrowser.has(route.path) ? (['light', 'dark'] as const) : []) {
      for (const [name, viewport] of Object.entries(viewports)) {
        test(`is axe-clean, quiet and local in ${theme} at ${viewport.width} px`, async ({ page, baseURL }) => {
          await page.setViewportSize(viewport);
          await useStoredTheme(page, theme);
          const watched = watchPage(page, baseURL ?? '');
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
          await expectNoAxeViolations(page, `${path} (${theme}, ${name})`);
          expect(watched.consoleErrors).toEqual([]);
          expect(watched.foreignRequests).toEqual([]);
        });
      }
    }
  });
}
