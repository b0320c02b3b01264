import { expect, test } from '@playwright/test';
import { business } from '../../site/src/config/business.ts';
import { socialCardTitle } from '../../site/src/seo/socialImage.ts';
import { manifest } from './support.ts';

/** The head's `<meta>` tags by `property` or `name`, with their content as a crawler reads it. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = tag.match(/\s(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\scontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags.set(key, decodeEntities(content));
  }
  return tags;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The size a PNG declares in its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const publicOrigin = new URL(manifest.siteUrl).origin;
const indexed = manifest.routes.filter((route) => route.indexed);
const notIndexed = manifest.routes.filter((route) => !route.indexed);

test('the site has indexed pages to share, and pages kept out of search', () => {
  expect(indexed.length).toBeGreaterThan(0);
  expect(notIndexed.length).toBeGreaterThan(0);
});

for (const route of indexed) {
  test(`${route.path} shares its own 1200x630 card`, async ({ request }) => {
    const page = await request.get(route.path);
    expect(page.status()).toBe(200);
    const meta = metaTags(await page.text());

    const expectedName = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '-');
    const image = new URL(meta.get('og:image') ?? '', 'invalid:/');
    expect(image.origin).toBe(publicOrigin);
    expect(image.pathname).toBe(`/social/${expectedName}.png`);
    expect(meta.get('twitter:image')).toBe(image.href);
    expect(meta.get('og:image:type')).toBe('image/png');
    expect(meta.get('og:image:width')).toBe('1200');
    expect(meta.get('og:image:height')).toBe('630');
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    const alt = `${socialCardTitle(route.title)} - ${business.name}`;
    expect(meta.get('og:image:alt')).toBe(alt);
    expect(meta.get('twitter:image:alt')).toBe(alt);

    const card = await request.get(image.pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });
}

for (const route of notIndexed) {
  test(`${route.path} (noindex) shares no card`, async ({ request }) => {
    const page = await request.get(route.path);
    expect(page.status()).toBe(200);
    const meta = metaTags(await page.text());
    expect(meta.get('robots')).toBe('noindex, follow');
    expect(meta.has('og:image')).toBe(false);
    expect(meta.has('twitter:image')).toBe(false);
    expect(meta.get('twitter:card')).toBe('summary');
  });
}
