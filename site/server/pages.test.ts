import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { busyPage, pagesLimitedPage } from './answer-pages.ts';
import {
  contentSecurityPolicy,
  etagMatches,
  type PageRenderer,
  pageHandler,
  pageSecurityHeaders,
  servedAnalyticsId,
} from './pages.ts';
import type { RenderLimits } from './render-gate.ts';
import { StaticFiles } from './static.ts';

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

  it('are compressed as the prerendered ones are: brotli, else gzip, else as they are', async () => {
    const body = '<head><title>t</title></head><body><main>/search?q=seo</main></body>';
    const br = await app().request('/search?q=seo', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body);
    const gzip = await app().request('/search?q=seo', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
    const plain = await app().request('/search?q=seo');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
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

describe('redirects', () => {
  it('never send a visitor to another site, however the path is written', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example',
      '///evil.example//',
      '//evil.example/%2e%2e',
      '/\\evil.example/',
      '/\\/evil.example/',
      '//evil.example/?next=//evil.example/',
      '/.//evil.example/',
      '//%09/evil.example/',
    ]) {
      const response = await app().request(`http://site.test${path}`);
      const location = response.headers.get('location');
      if (location === null) continue;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://site.test/a/b').origin, path).toBe('https://site.test');
    }
    const collapsed = await app().request('http://site.test//evil.example/');
    expect(collapsed.status).toBe(301);
    expect(collapsed.headers.get('location')).toBe('/evil.example');
  });

  it('drop a trailing slash and keep the query', async () => {
    const response = await app().request('/pricing/?utm_source=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pricing?utm_source=mail');
  });

  it('answer the permanent redirects of the site table with 308, keeping the query', async () => {
    const response = await app().request('/services/website-design?ref=footer');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/services/custom-website-design?ref=footer');
    const slashed = await app().request('/services/before-after/');
    expect(slashed.status).toBe(308);
    expect(slashed.headers.get('location')).toBe('/before-after');
  });
});

describe('pages under load', () => {
  /** A build with a prerendered page and not-found page, and a renderer that counts its renders. */
  function built(limits: Partial<RenderLimits> = {}, { withForm = false } = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    mkdirSync(join(dir, 'pricing'));
    writeFileSync(join(dir, 'pricing', 'index.html'), '<h1>Pricing</h1>');
    writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
    if (withForm) {
      mkdirSync(join(dir, 'contact-page'));
      writeFileSync(
        join(dir, 'contact-page', 'index.html'),
        '<form method="post"><input type="hidden" name="_form" value="contact"/><input name="email" value=""/></form>',
      );
    }
    let renders = 0;
    let release: (() => void) | undefined;
    const hold = { on: false };
    const renderer: PageRenderer = {
      render: async (url) => {
        renders++;
        if (hold.on) await new Promise<void>((resolve) => (release = resolve));
        const sent = url.includes('?sent=') ? '<p>Thank you. Your message has arrived.</p>' : '';
        return { status: 200, head: '', html: `<main>${url}${sent}</main>` };
      },
      fillTemplate: (_template, result) => result.html,
    };
    const server = new Hono().get(
      '*',
      pageHandler({
        files: new StaticFiles(dir),
        routePaths: ['/pricing', '/search', '/contact-page'],
        template: async () => '',
        renderer: async () => renderer,
        limits,
      }),
    );
    return { server, renders: () => renders, hold, release: () => release?.() };
  }

  it('serve prerendered pages and the not-found page from memory, rendering nothing', async () => {
    const { server, renders } = built();
    const page = await server.request('/pricing?utm_source=newsletter&gclid=x');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Pricing</h1>');
    for (const path of ['/no-such-page', '/wp-admin.php', '/pricing/extra', '/404.html']) {
      const missing = await server.request(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect(await missing.text()).toBe('<h1>Page not found</h1>');
    }
    expect(renders()).toBe(0);
  });

  it('show the sent view while searches fill every render slot and push everything from the cache', async () => {
    const { server, renders, hold, release } = built(
      { concurrency: 1, queue: 0, perSecond: 1_000, perClientPerMinute: 1_000, cacheEntries: 1 },
      { withForm: true },
    );
    // The sent views are rendered at start.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const atStart = renders();
    expect(atStart).toBe(1);
    hold.on = true;
    const stuck = server.request('/search?q=slow');
    const busy = await server.request('/search?q=other');
    expect(busy.status).toBe(503);
    for (let n = 0; n < 3; n++) {
      const sent = await server.request('/contact-page?sent=contact');
      expect(sent.status).toBe(200);
      expect(sent.headers.get('cache-control')).toBe('no-cache');
      expect(await sent.text()).toBe(
        '<main>/contact-page?sent=contact<p>Thank you. Your message has arrived.</p></main>',
      );
    }
    hold.on = false;
    release();
    expect((await stuck).status).toBe(200);
    for (const word of ['a', 'b', 'c']) expect((await server.request(`/search?q=${word}`)).status).toBe(200);
    expect((await server.request('/contact-page?sent=contact')).status).toBe(200);
    // Only the searches rendered: the sent view was never rendered again.
    expect(renders()).toBe(atStart + 4);
    // A form the page does not carry is no sent view of the build: it renders within the budget like any query.
    expect((await server.request('/contact-page?sent=home')).status).toBe(200);
    expect(renders()).toBe(atStart + 5);
  });

  it('render search (and a page opened with a query) once per address, then from the cache', async () => {
    const { server, renders } = built();
    for (let n = 0; n < 3; n++)
      expect(await (await server.request('/search?q=seo')).text()).toBe('<main>/search?q=seo</main>');
    expect(await (await server.request('/pricing?category=web')).text()).toBe('<main>/pricing?category=web</main>');
    expect(renders()).toBe(2);
  });

  it('turn away renders beyond the budget with 503 and Retry-After, and a greedy client with 429', async () => {
    const busy = built({ concurrency: 1, queue: 1, perSecond: 100, perClientPerMinute: 100 });
    busy.hold.on = true;
    const first = busy.server.request('/search?q=1');
    const second = busy.server.request('/search?q=2');
    const third = await busy.server.request('/search?q=3');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('2');
    expect(await third.text()).toBe(busyPage);
    busy.hold.on = false;
    busy.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    busy.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);

    const greedy = built({ perClientPerMinute: 2, perSecond: 100 });
    expect((await greedy.server.request('/search?q=a')).status).toBe(200);
    expect((await greedy.server.request('/search?q=b')).status).toBe(200);
    const refused = await greedy.server.request('/search?q=c');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toBe(pagesLimitedPage);
    // What is cached is still served.
    expect((await greedy.server.request('/search?q=a')).status).toBe(200);

    const flood = built({ perSecond: 3, perClientPerMinute: 1_000 });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => (await flood.server.request(`/search?q=${n}`)).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
  });
});

describe('booking calendar in the page policy', () => {
  const template = '<script>theme()</script>';
  const calendar = {
    pages: ['/pricing'],
    widget: [
      'https://assets.calendly.com/assets/external/widget.js',
      'https://assets.calendly.com/assets/external/widget.css',
    ],
    frame: 'https://calendly.com/tallowood-digital/30min',
  };
  const policyOf = async (options: Parameters<typeof pageSecurityHeaders>[0], path: string) => {
    const app = new Hono().use('*', pageSecurityHeaders(options)).get('*', (c) => c.text('page'));
    const response = await app.request(`http://localhost${path}`);
    return response.headers.get('content-security-policy') ?? '';
  };

  it('lets the widget and the booking page in on the calendar page only', async () => {
    const pricing = await policyOf({ template, calendar }, '/pricing');
    expect(pricing).toContain("script-src 'self'");
    expect(pricing).toMatch(/script-src [^;]*https:\/\/assets\.calendly\.com/);
    expect(pricing).toMatch(/style-src [^;]*https:\/\/assets\.calendly\.com/);
    expect(pricing).toContain('frame-src https://calendly.com');
    expect(await policyOf({ template, calendar }, '/pricing/')).toBe(pricing);
    for (const path of ['/', '/contact-page', '/pricing-guide']) {
      expect(await policyOf({ template, calendar }, path)).not.toMatch(/calendly/);
    }
  });

  it('lets no calendar host in anywhere when none is configured', async () => {
    expect(await policyOf({ template }, '/pricing')).not.toMatch(/calendly|frame-src/);
  });
});
