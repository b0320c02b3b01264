/**
 * Every request is accounted for, whatever route answers it: a request id on the answer, exactly one JSON log line
 * naming it without personal data, and for a fault a branded answer (a page, or the API's JSON) whose stack is
 * logged once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { business } from '../src/config/business.ts';
import type { PostedFormState } from '../src/forms/leadFormNames.ts';
import { leadFormSamples, samplePost } from '../src/forms/samples.ts';
import { type Api, createApi } from './app.ts';
import type { Database } from './db/database.ts';
import { DatabaseUnavailableError, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { createLogger } from './log.ts';
import type { OuterEnv } from './outer-app.ts';
import { formPostHandler, type PageRenderer, pageHandler, pageSecurityHeaders } from './pages.ts';
import { startServer } from './runtime.ts';
import { StaticFiles } from './static.ts';
import { expectSecurityHeaders, post, resetDatabase, testConfig, validBodies } from './testing/harness.ts';

type LogLine = Record<string, unknown> & { level: string; msg: string; reqId?: string };

let db: Database;
let buildDir: string;
let lines: LogLine[];

/** Renders the search page, or fails the way a broken component would. */
function renderer(fail: boolean): PageRenderer {
  return {
    render: async (url: string, posted?: PostedFormState) => {
      if (fail) throw new Error('render failed for a page naming jane.citizen@example.com');
      return { status: 200, head: '', html: JSON.stringify({ url, posted }) } as Awaited<
        ReturnType<PageRenderer['render']>
      >;
    },
    fillTemplate: (_template, result) => result.html,
  };
}

/** A logger at `debug` whose lines land in `lines`. */
function capturingLogger() {
  return createLogger(
    'debug',
    new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        callback();
      },
    }),
  );
}

/** The page routes as `main.ts` adds them to the outer app: the page layer, the pages and the forms. */
function addPages(app: Hono<OuterEnv>, api: Api, { failingRender = false } = {}) {
  const template = async () => '';
  const pages = async () => renderer(failingRender);
  const routePaths = ['/', '/pricing', '/search'];
  app
    .use('*', pageSecurityHeaders({ template: '<script>theme()</script>' }))
    .get('*', pageHandler({ files: new StaticFiles(buildDir), routePaths, template, renderer: pages }))
    .post('*', formPostHandler({ submit: api.submitForm, routePaths, template, renderer: pages }));
}

function site(options: { failingRender?: boolean } = {}) {
  const api = createApi({ config: testConfig(), db, logger: capturingLogger() });
  addPages(api.app, api, options);
  return api.app;
}

const contactForm = () => samplePost('contact');

const linesFor = (response: Response) => lines.filter((line) => line.reqId === response.headers.get('x-request-id'));

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  buildDir = mkdtempSync(join(tmpdir(), 'outer-app-'));
  mkdirSync(join(buildDir, 'assets'));
  mkdirSync(join(buildDir, 'pricing'));
  writeFileSync(join(buildDir, 'assets', 'app-abc123.js'), 'console.log("hi")');
  writeFileSync(join(buildDir, 'pricing', 'index.html'), '<h1>Pricing</h1>');
  writeFileSync(join(buildDir, '404.html'), '<h1>Not found</h1>');
});

afterAll(async () => {
  await db.close();
  rmSync(buildDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await resetDatabase(db);
  lines = [];
});

describe('every request accounted for', () => {
  it('logs an HTML form posted without JavaScript on one line, with its request id and no address', async () => {
    const app = site();
    const response = await app.request('/?utm_source=mail', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: contactForm(),
    });
    expect(response.status).toBe(303);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: requestId,
      method: 'POST',
      path: '/',
      status: 303,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(leadFormSamples.contact.lastName);
    expect(logged).not.toContain('example.com');
    expect(logged).not.toContain('utm_source');
    expect(await db.query("SELECT email FROM leads WHERE kind IN ('contact', 'consultation')")).toEqual([
      { email: leadFormSamples.contact.email },
    ]);
  });

  it('gives a static file a request id and the page headers, and logs it at debug beside the page at info', async () => {
    const app = site();
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("hi")');
    expect(asset.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(linesFor(asset)).toEqual([
      expect.objectContaining({ level: 'debug', method: 'GET', path: '/assets/app-abc123.js', status: 200 }),
    ]);

    const page = await app.request('/pricing');
    expect(await page.text()).toBe('<h1>Pricing</h1>');
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(linesFor(page)).toEqual([expect.objectContaining({ level: 'info', path: '/pricing', status: 200 })]);
    expect(lines).toHaveLength(2);
  });

  it('answers a page whose render throws with the branded 500 naming the request id, and logs the stack once', async () => {
    const app = site({ failingRender: true });
    const response = await app.request('/search?q=bakery');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The page layer's own policy, not a weaker one.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const html = await response.text();
    expect(html).toContain('Something went wrong on our side');
    expect(html).toContain(requestId);
    expect(html).toContain('href="/"');
    expect(html).toContain(`href="${business.phone.href}"`);
    expect(html).toContain(business.phone.display);
    expect(html).not.toContain('render failed');

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'error', reqId: requestId, method: 'GET', path: '/search', status: 500 });
    const err = line?.err as { type: string; message: string; stack: string };
    expect(err.type).toBe('Error');
    expect(err.stack).toContain('outer-app.test.ts');
    expect(err.message).toContain('j***@example.com');
    const logged = JSON.stringify(lines);
    expect(logged.split('outer-app.test.ts').length - 1).toBe(err.stack.split('outer-app.test.ts').length - 1);
    expect(logged).not.toContain('jane.citizen');
    expect(logged).not.toContain('bakery');
  });

  it('answers an API request as before, on one log line', async () => {
    const app = site();
    const body = validBodies['/api/contact-submissions']();
    const response = await post(app, '/api/contact-submissions', body);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(String) });
    expectSecurityHeaders(response);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        reqId: response.headers.get('x-request-id'),
        method: 'POST',
        path: '/api/contact-submissions',
        status: 201,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(body.email);
  });

  it('logs an API request the database could not take on its one line, at warn with the cause', async () => {
    const down: Database = {
      ...db,
      engine: db.engine,
      query: db.query,
      exec: db.exec,
      close: db.close,
      transaction: async () => {
        throw new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      },
    };
    const { app } = createApi({ config: testConfig(), db: down, logger: capturingLogger() });
    const response = await post(app, '/api/contact-submissions', validBodies['/api/contact-submissions']());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'unavailable',
      requestId: response.headers.get('x-request-id'),
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        reqId: response.headers.get('x-request-id'),
        status: 503,
        err: { type: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' },
      }),
    ]);
  });

  it('answers an API fault with the JSON error and its request id, and logs the stack once', async () => {
    const logger = capturingLogger();
    const broken: Database = {
      ...db,
      engine: db.engine,
      query: db.query,
      exec: db.exec,
      close: db.close,
      transaction: async () => {
        throw new Error('relation "leads" is locked for ann@example.com');
      },
    };
    const { app } = createApi({ config: testConfig(), db: broken, logger });
    const response = await post(app, '/api/contact-submissions', validBodies['/api/contact-submissions']());
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(await response.json()).toEqual({ error: 'internal', requestId });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', reqId: requestId, path: '/api/contact-submissions', status: 500 });
    const err = lines[0]?.err as { type: string; stack: string };
    expect(err.type).toBe('Error');
    expect(err.stack).toContain('outer-app.test.ts');
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
  });

  it('logs a request its client gave up on at info with 499', async () => {
    const app = site();
    const gone = new AbortController();
    gone.abort();
    const response = await app.request('/pricing', { signal: gone.signal });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        reqId: response.headers.get('x-request-id'),
        path: '/pricing',
        status: 499,
        aborted: true,
      }),
    ]);
  });

  it('does the same on a real server, and for a request refused while it stops', async () => {
    const server = await startServer(testConfig({ port: 0 }), {
      logger: capturingLogger(),
      db: await openPglite(),
      mailer: { description: 'test', send: async () => {}, close() {} },
      shutdown: { graceMs: 0, quietMs: 1_000, refuseMaxMs: 3_000, forceMs: 1_000 },
      pages: (app, api) => addPages(app, api),
    });
    let closing: Promise<void> | undefined;
    try {
      const posted = await fetch(`${server.url}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: contactForm(),
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      const postedId = posted.headers.get('x-request-id');
      expect(postedId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({ level: 'info', reqId: postedId, method: 'POST', path: '/', status: 303 }),
      ]);

      closing = server.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await fetch(`${server.url}/pricing?utm_source=mail`);
      expect(refused.status).toBe(503);
      const refusedId = refused.headers.get('x-request-id');
      expect(refusedId).toMatch(/^[0-9a-f-]{36}$/);
      expect(refused.headers.get('x-frame-options')).toBe('DENY');
      expect(lines.filter((line) => line.reqId === refusedId)).toEqual([
        expect.objectContaining({ level: 'info', msg: 'request', method: 'GET', path: '/pricing', status: 503 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain(leadFormSamples.contact.email);
    } finally {
      await (closing ?? server.close());
    }
  });
});
