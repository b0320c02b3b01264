/**
 * Posts from other sites (cross-site request forgery): a page elsewhere must not make a visitor's browser submit a
 * lead, subscribe or unsubscribe anyone, by the JSON API or by a form posted without scripts. Refused requests
 * store nothing and queue no mail; posts from the site itself, and requests no browser made, go through.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostedFormState } from '../src/forms/leadFormNames.ts';
import { crossSitePage } from './answer-pages.ts';
import { createApi } from './app.ts';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { formPostHandler } from './pages.ts';
import {
  type LeadPath,
  leadPaths,
  post,
  resetDatabase,
  silentLogger,
  storedRows,
  testConfig,
  validBodies,
} from './testing/harness.ts';

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await resetDatabase(db);
});

/** What a browser says about where a request comes from. */
const from = {
  otherSite: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  sibling: { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.site.test' },
  otherOriginOnly: { Origin: 'https://evil.example' },
  opaqueOrigin: { Origin: 'null' },
  thisSite: { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' },
  thisOriginOnly: { Origin: 'http://localhost' },
  typedAddress: { 'Sec-Fetch-Site': 'none' },
  noBrowser: {},
} satisfies Record<string, Record<string, string>>;

const refusals = ['otherSite', 'sibling', 'otherOriginOnly', 'opaqueOrigin'] as const;
const acceptances = ['thisSite', 'thisOriginOnly', 'typedAddress', 'noBrowser'] as const;

let sequence = 0;
/** A valid JSON body for each API write, each call another address. */
const apiWrites: Record<string, () => Record<string, unknown>> = {
  ...Object.fromEntries(leadPaths.map((path: LeadPath) => [path, () => validBodies[path]()])),
  '/api/newsletter': () => ({ email: `reader.${++sequence}@example.com` }),
  '/api/unsubscribe': () => ({ email: `leaver.${++sequence}@example.com` }),
};

describe('the JSON API', () => {
  const app = () => createApi({ config: testConfig(), db, logger: silentLogger }).app;

  for (const [path, body] of Object.entries(apiWrites)) {
    it(`${path}: refuses a post from another site with 403 cross_site and stores and sends nothing`, async () => {
      const api = app();
      for (const origin of refusals) {
        const response = await post(api, path, body(), from[origin]);
        expect(response.status, origin).toBe(403);
        expect(await response.json(), origin).toMatchObject({ error: 'cross_site' });
      }
      expect(await storedRows(db)).toBe(0);
    });

    it(`${path}: takes a post from this site, a typed address and a client that is no browser`, async () => {
      const api = app();
      for (const origin of acceptances) {
        const response = await post(api, path, body(), from[origin]);
        expect([200, 201, 202], origin).toContain(response.status);
      }
      expect(await storedRows(db)).toBeGreaterThan(0);
    });
  }

  it('lets the one-click unsubscribe through from a mail client on another origin: its token decides', async () => {
    const response = await app().request('/api/unsubscribe/one-click?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from.otherSite },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).not.toBe(403);
    expect(await response.json()).not.toMatchObject({ error: 'cross_site' });
  });

  it('reads the origin behind a trusted proxy from X-Forwarded-Proto and Host, and from SITE_URL', async () => {
    const behindProxy = createApi({ config: testConfig({ trustProxy: 1 }), db, logger: silentLogger }).app;
    const proxied = { Host: 'www.site.example', 'X-Forwarded-Proto': 'https', Origin: 'https://www.site.example' };
    expect((await post(behindProxy, '/api/newsletter', apiWrites['/api/newsletter']?.(), proxied)).status).toBe(202);
    // Without a trusted proxy the scheme is the connection's own (http), so that origin is another one.
    const direct = createApi({ config: testConfig(), db, logger: silentLogger }).app;
    expect((await post(direct, '/api/newsletter', apiWrites['/api/newsletter']?.(), proxied)).status).toBe(403);
    const fromSiteUrl = { Origin: 'https://site.test' };
    expect((await post(direct, '/api/newsletter', apiWrites['/api/newsletter']?.(), fromSiteUrl)).status).toBe(202);
  });
});

describe('forms posted without scripts', () => {
  let renders = 0;
  function app() {
    const api = createApi({ config: testConfig(), db, logger: silentLogger });
    return new Hono().post(
      '*',
      formPostHandler({
        submit: api.submitForm,
        routePaths: ['/', '/contact-page', '/book-consultation', '/request-demo', '/unsubscribe', '/digital-trends'],
        template: async () => '',
        renderer: async () => ({
          render: async (url: string, posted?: PostedFormState) => {
            renders++;
            return { status: 200, head: '', html: JSON.stringify({ url, posted }) };
          },
          fillTemplate: (_template: string, result: { html: string }) => result.html,
        }),
      }),
    );
  }

  const forms: Record<string, () => Record<string, string>> = {
    '/': () => ({
      _form: 'home',
      name: 'Jane Citizen',
      email: `jane.${++sequence}@example.com`,
      phone: '0400 123 456',
      business_name: 'Citizen Plumbing',
      service_needed: 'SEO & Google Ranking',
    }),
    '/contact-page': () => ({
      _form: 'contact',
      firstName: 'Ann',
      lastName: 'Lee',
      email: `ann.${++sequence}@example.com`,
      projectType: 'SEO Services',
      message: 'A new site for our bakery in Brunswick.',
    }),
    '/book-consultation': () => ({
      _form: 'consultation',
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: `sam.${++sequence}@example.com`,
      projectDetails: 'Our dental clinic needs more bookings from Google.',
    }),
    '/request-demo': () => ({
      _form: 'demo',
      name: 'Alex Chen',
      email: `alex.${++sequence}@example.com`,
      industry: 'Real Estate',
    }),
    '/digital-trends': () => ({ _form: 'newsletter', email: `reader.${++sequence}@example.com` }),
    '/unsubscribe': () => ({ _form: 'unsubscribe', email: `victim.${++sequence}@example.com` }),
  };

  const postForm = (server: Hono, path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('refuses the unsubscribe of the report (another site, Sec-Fetch-Site: cross-site) with a small page', async () => {
    renders = 0;
    const response = await postForm(
      app(),
      '/unsubscribe',
      { _form: 'unsubscribe', email: 'victim@example.com' },
      from.otherSite,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toBe(crossSitePage);
    expect(page).toContain('This form can only be sent from its page on our site');
    expect(page).toContain('<a href="/">');
    expect(renders).toBe(0);
    expect(await storedRows(db)).toBe(0);
  });

  for (const [path, fields] of Object.entries(forms)) {
    it(`${path}: refuses every post from another site, storing and sending nothing, rendering nothing`, async () => {
      renders = 0;
      const server = app();
      for (const origin of refusals) {
        const response = await postForm(server, path, fields(), from[origin]);
        expect(response.status, origin).toBe(403);
        expect(await response.text(), origin).toBe(crossSitePage);
      }
      expect(renders).toBe(0);
      expect(await storedRows(db)).toBe(0);
    });

    it(`${path}: takes the post from this site, a typed address and a client that is no browser`, async () => {
      const server = app();
      for (const origin of acceptances) {
        const response = await postForm(server, path, fields(), from[origin]);
        expect(response.status, origin).toBe(303);
      }
      expect(await storedRows(db)).toBeGreaterThan(0);
    });
  }
});
