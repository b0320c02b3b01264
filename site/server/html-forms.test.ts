/**
 * Lead forms posted as HTML (`application/x-www-form-urlencoded`): what the server stores, where it sends the
 * browser, and what it hands the page to re-render. Bad posts never answer 5xx and never store a row.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostedFormState } from '../src/forms/leadFormNames.ts';
import { leadFormSamples, samplePost } from '../src/forms/samples.ts';
import { formLimitedPage, formUnavailablePage } from './answer-pages.ts';
import { readFormFields } from './api/html-forms.ts';
import { createApi } from './app.ts';
import { type Database, DatabaseUnavailableError, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { maxBodyBytes } from './http.ts';
import { formPostHandler } from './pages.ts';
import { count, countLeads, resetDatabase, silentLogger, storedRows, testConfig } from './testing/harness.ts';

let db: Database;
let app: Hono;

let renders = 0;

/** Renders the state the page would show, so tests can read it back. */
const renderer = {
  render: async (url: string, posted?: PostedFormState) => {
    renders++;
    return { status: 200, head: '', html: JSON.stringify({ url, posted }) };
  },
  fillTemplate: (_template: string, result: { html: string }) => result.html,
};

function build(config = testConfig(), database = db) {
  const api = createApi({ config, db: database, logger: silentLogger });
  const server = new Hono();
  server.post(
    '*',
    formPostHandler({
      submit: api.submitForm,
      routePaths: ['/', '/contact-page', '/book-consultation', '/unsubscribe', '/digital-trends'],
      template: async () => '',
      renderer: async () => renderer,
    }),
  );
  return server;
}

function postForm(path: string, body: string, contentType = 'application/x-www-form-urlencoded', target = app) {
  return target.request(path, { method: 'POST', headers: { 'content-type': contentType }, body });
}

/** The contact form's sample, as its page posts it without code. */
const contact = (overrides: Record<string, string> = {}) => samplePost('contact', overrides);

async function rendered(response: Response): Promise<PostedFormState> {
  return (JSON.parse(await response.text()) as { posted: PostedFormState }).posted;
}

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await resetDatabase(db);
  app = build();
});

describe('HTML form posts', () => {
  it('stores a valid post with its two mails and sends the browser to the sent view with no value in the URL', async () => {
    const response = await postForm('/contact-page', contact());
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/contact-page?sent=contact#lead-form-contact');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await db.query<{ first_name: string; form_type: string; project_type: string }>(
      "SELECT details->>'first_name' AS first_name, kind AS form_type, details->>'project_type' AS project_type FROM leads",
    );
    expect(rows).toEqual([{ first_name: 'Sam', form_type: 'contact', project_type: 'E-commerce Store' }]);
    expect(await count(db, 'mail_outbox')).toBe(2);
  });

  it('the same post again (double click, reload, back and resubmit) makes no second lead', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await postForm('/contact-page', contact())).status).toBe(303);
    expect(await countLeads(db, 'contact', 'consultation')).toBe(1);
    expect(await count(db, 'mail_outbox')).toBe(2);
    // A changed message is a new lead.
    expect((await postForm('/contact-page', contact({ message: 'And a logo, please.' }))).status).toBe(303);
    expect(await countLeads(db, 'contact', 'consultation')).toBe(2);
  });

  it('the form name decides the inquiry type, whatever the post says', async () => {
    const response = await postForm('/book-consultation', samplePost('consultation', { formType: 'contact' }));
    expect(response.status).toBe(303);
    const rows = await db.query<{ form_type: string; message: string }>('SELECT kind AS form_type, message FROM leads');
    expect(rows).toEqual([{ form_type: 'consultation', message: leadFormSamples.consultation.projectDetails }]);
  });

  it('a post with problems comes back 400 with each message and the values as typed, storing nothing', async () => {
    const response = await postForm('/contact-page', contact({ lastName: '', email: 'sam@', company_website: '' }));
    expect(response.status).toBe(400);
    const posted = await rendered(response);
    expect(posted).toMatchObject({ form: 'contact', path: '/contact-page', outcome: 'invalid' });
    if (posted.outcome !== 'invalid') throw new Error('expected an invalid post');
    expect(posted.issues).toEqual([
      { path: 'lastName', message: 'Please enter your last name' },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(posted.values).toMatchObject({ firstName: 'Sam', email: 'sam@', lastName: '' });
    expect(posted.values).not.toHaveProperty('company_website');
    expect(posted.values).not.toHaveProperty('_form');
    expect(await storedRows(db)).toBe(0);
  });

  it('missing fields are named like empty ones', async () => {
    const response = await postForm('/unsubscribe', '_form=unsubscribe');
    expect(response.status).toBe(400);
    const posted = await rendered(response);
    if (posted.outcome !== 'invalid') throw new Error('expected an invalid post');
    expect(posted.issues).toEqual([{ path: 'email', message: 'Please enter your email address' }]);
    expect(await storedRows(db)).toBe(0);
  });

  it('a field sent twice is refused on that field, and nothing is stored', async () => {
    const response = await postForm('/contact-page', `${contact()}&email=other%40example.com`);
    expect(response.status).toBe(400);
    const posted = await rendered(response);
    if (posted.outcome !== 'invalid') throw new Error('expected an invalid post');
    expect(posted.issues).toEqual([
      { path: 'email', message: 'This field was sent more than once. Please send it again.' },
    ]);
    expect(await storedRows(db)).toBe(0);
  });

  it('an unknown field is refused, and nothing is stored', async () => {
    const response = await postForm('/contact-page', `${contact()}&admin=true`);
    expect(response.status).toBe(400);
    const posted = await rendered(response);
    if (posted.outcome !== 'invalid') throw new Error('expected an invalid post');
    expect(posted.issues).toEqual([{ path: 'admin', message: 'Unknown field "admin".' }]);
    expect(await storedRows(db)).toBe(0);
  });

  it('a filled honeypot gets the sent view and stores nothing', async () => {
    const response = await postForm('/contact-page', contact({ company_website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(await storedRows(db)).toBe(0);
  });

  it.each([
    ['no form name', contact().replace('_form=contact&', ''), 400],
    ['an unknown form name', contact({ _form: 'admin' }), 400],
    ['the form name twice', `${contact()}&_form=home`, 400],
  ])('%s is refused with a page, and nothing is stored', async (_label, body, status) => {
    const response = await postForm('/contact-page', body);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('The form could not be sent');
    expect(await storedRows(db)).toBe(0);
  });

  it.each([
    ['JSON', 'application/json', 415],
    ['a multipart form', 'multipart/form-data; boundary=x', 415],
    ['another character set', 'application/x-www-form-urlencoded; charset=iso-8859-1', 415],
    ['no media type', '', 415],
  ])('%s is refused (no 5xx), and nothing is stored', async (_label, type, status) => {
    const response = await postForm('/contact-page', contact(), type);
    expect(response.status).toBe(status);
    expect(await storedRows(db)).toBe(0);
  });

  it('UTF-8 declared explicitly is read like the default', async () => {
    const response = await postForm(
      '/contact-page',
      contact({ firstName: 'Zoë' }),
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(response.status).toBe(303);
    expect(await db.query("SELECT details->>'first_name' AS first_name FROM leads")).toEqual([{ first_name: 'Zoë' }]);
  });

  it('bytes that are not UTF-8 are refused, and nothing is stored', async () => {
    const response = await app.request('/contact-page', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new Uint8Array([...Buffer.from('_form=contact&firstName='), 0xff, 0xfe]),
    });
    expect(response.status).toBe(400);
    expect(await storedRows(db)).toBe(0);
  });

  it('an oversized post is refused with 413, and nothing is stored', async () => {
    const response = await postForm('/contact-page', contact({ message: 'x'.repeat(maxBodyBytes) }));
    expect(response.status).toBe(413);
    expect(await storedRows(db)).toBe(0);
  });

  it('a value over its length limit comes back on its field', async () => {
    const response = await postForm('/contact-page', contact({ firstName: 'A'.repeat(121) }));
    expect(response.status).toBe(400);
    const posted = await rendered(response);
    if (posted.outcome !== 'invalid') throw new Error('expected an invalid post');
    expect(posted.issues).toEqual([{ path: 'firstName', message: 'First name must be at most 120 characters.' }]);
  });

  it('a post to a page that is not a route answers 404 and stores nothing', async () => {
    const response = await postForm('/no-such-page', contact());
    expect(response.status).toBe(404);
    expect(await storedRows(db)).toBe(0);
  });

  it('the rate limit answers a small constant page with Retry-After, rendering nothing and storing nothing more', async () => {
    const limited = build(testConfig({ rateLimitPerMinute: 1 }));
    expect((await postForm('/contact-page', contact(), undefined, limited)).status).toBe(303);
    renders = 0;
    for (const message of ['Second one.', 'Third one.']) {
      const response = await postForm('/contact-page', contact({ message }), undefined, limited);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).toBe(formLimitedPage);
      expect(page).toContain('Please wait a minute, then go back and send it again');
    }
    expect(renders).toBe(0);
    expect(await countLeads(db, 'contact', 'consultation')).toBe(1);
  });

  it('a database that cannot take the lead answers a small constant page with Retry-After', async () => {
    const down: Database = {
      engine: 'pglite',
      query: async () => {
        throw new DatabaseUnavailableError(new Error('connection refused'));
      },
      exec: async () => {
        throw new DatabaseUnavailableError(new Error('connection refused'));
      },
      transaction: async () => {
        throw new DatabaseUnavailableError(new Error('connection refused'));
      },
      close: async () => {},
    };
    renders = 0;
    const response = await postForm('/contact-page', contact(), undefined, build(testConfig(), down));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    const page = await response.text();
    expect(page).toBe(formUnavailablePage);
    expect(page).toContain('We could not save your details just now');
    expect(page).toContain('(03) 9111 4820');
    expect(renders).toBe(0);
  });

  it('newsletter and unsubscribe posts go through their own submissions', async () => {
    const newsletter = await postForm('/digital-trends', '_form=newsletter&email=Reader%40Example.com');
    expect(newsletter.headers.get('location')).toBe('/digital-trends?sent=newsletter#lead-form-newsletter');
    expect(await db.query('SELECT email, status FROM newsletter_subscribers')).toEqual([
      { email: 'reader@example.com', status: 'pending' },
    ]);
    const unsubscribe = await postForm('/unsubscribe', '_form=unsubscribe&email=reader%40example.com');
    expect(unsubscribe.headers.get('location')).toBe('/unsubscribe?sent=unsubscribe#lead-form-unsubscribe');
    expect(await db.query('SELECT email FROM suppressions')).toEqual([{ email: 'reader@example.com' }]);
  });
});

describe('readFormFields', () => {
  it('keeps the first value of each field and names the repeated ones', () => {
    expect(readFormFields('a=1&b=2&a=3&c=&b=4')).toEqual({ values: { a: '1', b: '2', c: '' }, repeated: ['a', 'b'] });
  });

  it('decodes plus signs and percent escapes as a browser encodes them', () => {
    expect(readFormFields('message=Hello+there%21%0D%0ALine+two&name=Zo%C3%AB').values).toEqual({
      message: 'Hello there!\r\nLine two',
      name: 'Zoë',
    });
  });

  it('reads fields without a value or an equals sign as empty', () => {
    expect(readFormFields('a&b=').values).toEqual({ a: '', b: '' });
  });
});
