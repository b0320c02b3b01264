import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, etagMatches, type PageRenderer, pageHandler, servedAnalyticsId } from './pages.ts';

/** Pages rendered on request: `/missing…` is unknown (404), anything else renders its path and query. */
function app() {
  const renderer: PageRenderer = {
    render: async (url) => ({
      status: url.startsWith('/missing') ? 404 : 200,
      head: '<title>t</title>',
      html: `<main>${url}</main>`,
    }),
    fillTemplate: (template, result) => template.replace('HEAD', () => result.head).replace('HTML', () => result.html),
  };
  return new Hono().get(
    '*',
    pageHandler({ template: async () => '<head>HEAD</head><body>HTML</body>', renderer: async () => renderer }),
  );
}

describe('pages rendered on request', () => {
  it('carry a strong ETag of the body and answer 304 when it matches', async () => {
    const first = await app().request('/contact?utm_source=footer');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toBe(
      '<head><title>t</title></head><body><main>/contact?utm_source=footer</main></body>',
    );

    const again = await app().request('/contact?utm_source=footer', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('');
  });

  it('give another body another ETag, and send it in full to a stale validator', async () => {
    const contact = (await app().request('/contact')).headers.get('etag') ?? '';
    const search = await app().request('/search?q=seo', { headers: { 'If-None-Match': contact } });
    expect(search.status).toBe(200);
    expect(search.headers.get('etag')).not.toBe(contact);
    expect(await search.text()).toContain('/search?q=seo');
  });

  it('answer an unknown path 404 in full, whatever the validator', async () => {
    const first = await app().request('/missing-page');
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(404);
    const again = await app().request('/missing-page', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(404);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.text()).toContain('/missing-page');
  });
});

describe('etagMatches', () => {
  it('compares weakly across a list, and * matches anything', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('analytics in the page policy', () => {
  const template = '<script>theme()</script>';

  it('allows no Google host without a tag', () => {
    expect(contentSecurityPolicy({ template })).not.toMatch(/google/);
  });

  it('allows the tag script, its beacons and its images when a tag is configured', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy({ template, analytics: true })
        .split('; ')
        .map((directive) => {
          const [name = '', ...sources] = directive.split(' ');
          return [name, sources];
        }),
    );
    expect(directives['script-src']).toContain('https://*.googletagmanager.com');
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    );
    expect(directives['img-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    );
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('serves the id the build embedded, which a run-time ANALYTICS_ID may repeat but not change', () => {
    expect(servedAnalyticsId('G-BUILT', undefined)).toBe('G-BUILT');
    expect(servedAnalyticsId('G-BUILT', 'G-BUILT')).toBe('G-BUILT');
    expect(servedAnalyticsId('', '')).toBe('');
    expect(() => servedAnalyticsId('G-BUILT', 'G-OTHER')).toThrow(/build again with the same ANALYTICS_ID/);
    // Set only at run time, the pages would load no tag while the policy allowed one.
    expect(() => servedAnalyticsId('', 'G-LATE')).toThrow(/embedded none/);
  });
});
