/**
 * Posts from other sites (cross-site request forgery): a page elsewhere must not make a visitor's browser submit a
 * lead, subscribe or unsubscribe anyone, by the JSON API or by a form posted without scripts. Refused requests
 * store nothing and queue no mail; posts from the site itself, and requests no browser made, go through.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadFormName, PostedFormState } from '../src/forms/leadFormNames.ts';
import { endpointOf, leadFormSamples, sampleBody, samplePost, taggedAddress } from '../src/forms/samples.ts';
import { crossSitePage } from './answer-pages.ts';
import { createApi } from './app.ts';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { formPostHandler } from './pages.ts';
import { post, resetDatabase, silentLogger, storedRows, testConfig } from './testing/harness.ts';

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
/** A form's sample as a new person: an address of its own each call. */
const person = (form: LeadFormName) => ({ email: taggedAddress(leadFormSamples[form].email, ++sequence) });

/** Each form's page, where its HTML is posted. */
const pages = {
  home: '/',
  contact: '/contact-page',
  consultation: '/book-consultation',
  demo: '/request-demo',
  audit: '/client-results',
  'job-application': '/careers/senior-web-developer',
  newsletter: '/digital-trends',
  unsubscribe: '/unsubscribe',
} as const satisfies Record<LeadFormName, string>;

describe('the JSON API', () => {
  const app = () => createApi({ config: testConfig(), db, logger: silentLogger }).app;

  for (const form of Object.keys(leadFormSamples) as LeadFormName[]) {
    const path = endpointOf(form);
    const body = () => sampleBody(form, person(form));
    it(`${path} (${form}): refuses a post from another site with 403 cross_site and stores and sends nothing`, async () => {
      const api = app();
      for (const origin of refusals) {
        const response = await post(api, path, body(), from[origin]);
        expect(response.status, origin).toBe(403);
        expect(await response.json(), origin).toMatchObject({ error: 'cross_site' });
      }
      expect(await storedRows(db)).toBe(0);
    });

    it(`${path} (${form}): takes a post from this site, a typed address and a client that is no browser`, async () => {
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
    expect(
      (await post(behindProxy, '/api/newsletter', sampleBody('newsletter', person('newsletter')), proxied)).status,
    ).toBe(202);
    // Without a trusted proxy the scheme is the connection's own (http), so that origin is another one.
    const direct = createApi({ config: testConfig(), db, logger: silentLogger }).app;
    expect(
      (await post(direct, '/api/newsletter', sampleBody('newsletter', person('newsletter')), proxied)).status,
    ).toBe(403);
    const fromSiteUrl = { Origin: 'https://site.test' };
    expect(
      (await post(direct, '/api/newsletter', sampleBody('newsletter', person('newsletter')), fromSiteUrl)).status,
    ).toBe(202);
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
        routePaths: Object.values(pages),
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

  const postForm = (server: Hono, path: string, body: string, headers: Record<string, string>) =>
    server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('refuses the unsubscribe of the report (another site, Sec-Fetch-Site: cross-site) with a small page', async () => {
    renders = 0;
    const response = await postForm(
      app(),
      '/unsubscribe',
      samplePost('unsubscribe', { email: 'victim@example.com' }),
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

  for (const [form, path] of Object.entries(pages) as [LeadFormName, string][]) {
    const fields = () => samplePost(form, person(form));
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
