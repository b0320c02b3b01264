/**
 * Lead webhooks against a local receiver: each stored lead is posted once, signed the Standard Webhooks way, to the
 * endpoints that want its kind; retried with the same webhook-id through a receiver outage and a killed process;
 * never for a dropped or refused submission; and a bad endpoint is refused at start.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from './app.ts';
import { loadConfig, type WebhookEndpoint } from './config.ts';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { leadKinds } from './leads.ts';
import { type RunningServer, startServer } from './runtime.ts';
import { startApiProcess, stopApiProcesses, waitForApi } from './testing/api-process.ts';
import {
  count,
  countLeads,
  eventually,
  post,
  resetDatabase,
  silentLogger,
  storedLead,
  testConfig,
  validBodies,
} from './testing/harness.ts';
import { freePort, startPostgres, type TestPostgres } from './testing/postgres.ts';
import { type WebhookOptions, WebhookWorker } from './webhooks.ts';

/**
 * The README's receiver, verbatim but for its inputs: true when `body` (the raw request body) was signed with
 * `secret` within 5 minutes of `nowSeconds`.
 */
function verify(secret: string, headers: IncomingHttpHeaders, body: string, nowSeconds = Date.now() / 1000): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  if (typeof id !== 'string' || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

function endpoint(url: string, secret: string, kinds: WebhookEndpoint['kinds'] = leadKinds): WebhookEndpoint {
  return { url, key: Buffer.from(secret.slice('whsec_'.length), 'base64'), kinds };
}

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered; undefined while held or for a request it never answered. */
  status: number | undefined;
}

/** A webhook receiver on 127.0.0.1; `answer` decides each status ('hold' keeps the request open). */
async function startReceiver(port = 0) {
  const deliveries: Delivery[] = [];
  const held: ServerResponse[] = [];
  const state = { answer: (_delivery: Delivery): number | 'hold' => 204 };
  let server: Server | undefined;
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => {
          body += chunk;
        });
        request.on('end', () => {
          const delivery: Delivery = { path: request.url ?? '', headers: request.headers, body, status: undefined };
          deliveries.push(delivery);
          const status = state.answer(delivery);
          if (status === 'hold') {
            held.push(response);
            return;
          }
          delivery.status = status;
          response.writeHead(status, status >= 300 && status < 400 ? { Location: '/elsewhere' } : {}).end();
        });
      });
      server = listening;
      listening.once('error', reject);
      listening.listen(on, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
      server = undefined;
    });
  return {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    deliveries,
    state,
    down,
    up: async () => {
      await listen(bound);
    },
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('lead webhooks', () => {
  let db: Database;
  let receiver: Receiver;
  let other: Receiver;
  const secret = newSecret();
  const otherSecret = newSecret();
  const workers: WebhookWorker[] = [];

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    receiver = await startReceiver();
    other = await startReceiver();
  });
  afterAll(async () => {
    await receiver.down();
    await other.down();
    await db.close();
  });
  beforeEach(async () => {
    await resetDatabase(db);
    for (const peer of [receiver, other]) {
      peer.deliveries.length = 0;
      peer.state.answer = () => 204;
    }
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });

  function setUp(endpoints: WebhookEndpoint[], options: Partial<WebhookOptions> = {}) {
    const api = createApi({ config: testConfig({ webhooks: endpoints }), db, logger: silentLogger });
    const worker = new WebhookWorker({
      db,
      endpoints,
      clock: { now: () => new Date() },
      logger: silentLogger,
      ...options,
    });
    workers.push(worker);
    return {
      app: api.app,
      worker,
      async drain() {
        while ((await worker.runOnce()) > 0) {}
      },
    };
  }

  const jobs = (database: Database) =>
    database.query<{ id: string; status: string; attempts: number; payload: string | null; last_error: string | null }>(
      'SELECT id, status, attempts, payload, last_error FROM webhook_outbox ORDER BY created_at, id',
    );

  it('stores the job with the lead and delivers it once, signed, with the lead as stored', async () => {
    const { app, drain } = setUp([endpoint(receiver.url, secret)]);
    const form = validBodies['/api/contact-submissions']();
    const response = await post(app, '/api/contact-submissions', form);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // Committed with the lead, before the answer.
    const [job] = await jobs(db);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });

    await drain();
    expect(receiver.deliveries).toHaveLength(1);
    const delivery = receiver.deliveries[0] as Delivery;
    expect(delivery.path).toBe('/hooks/leads');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toBe(`msg_${job?.id}`);
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    // The same check refuses another secret, an altered body and a stale timestamp.
    expect(verify(otherSecret, delivery.headers, delivery.body)).toBe(false);
    expect(verify(secret, delivery.headers, delivery.body.replace('Jane', 'Jake'))).toBe(false);
    expect(verify(secret, delivery.headers, delivery.body, Date.now() / 1000 + 301)).toBe(false);

    const stored = await storedLead(db, id);
    const createdAt = new Date(stored?.created_at as Date).toISOString();
    expect(JSON.parse(delivery.body)).toEqual({
      type: 'lead.created',
      timestamp: createdAt,
      data: { kind: 'contact_submission', ...stored, created_at: createdAt },
    });
    expect(JSON.parse(delivery.body).data).toMatchObject({
      id,
      name: form.name,
      email: form.email,
      business_name: form.business_name,
      service_needed: form.service_needed,
    });

    // Recorded as delivered, its copy of the lead removed, and never sent again.
    expect(await jobs(db)).toEqual([
      { id: job?.id, status: 'delivered', attempts: 1, payload: null, last_error: null },
    ]);
    await drain();
    expect(receiver.deliveries).toHaveLength(1);
    const ready = await app.request('/api/ready');
    expect(await ready.json()).toMatchObject({ status: 'ready', webhooks: { backlog: 0, failed: 0 } });
  });

  it('queues nothing for a honeypot submission or a refused one', async () => {
    const { app, drain } = setUp([endpoint(receiver.url, secret)]);
    const spam = await post(app, '/api/audit-requests', {
      ...validBodies['/api/audit-requests'](),
      company_website: 'https://spam.example',
    });
    expect(spam.status).toBe(201);
    const invalid = await post(app, '/api/audit-requests', { ...validBodies['/api/audit-requests'](), email: 'nope' });
    expect(invalid.status).toBe(400);
    await drain();
    expect(await count(db, 'webhook_outbox')).toBe(0);
    expect(await countLeads(db, 'audit_request')).toBe(0);
    expect(receiver.deliveries).toHaveLength(0);

    // The same endpoint takes a real lead: the absence above is the honeypot's doing.
    expect((await post(app, '/api/audit-requests', validBodies['/api/audit-requests']())).status).toBe(201);
    await drain();
    expect(receiver.deliveries).toHaveLength(1);
    expect(JSON.parse(receiver.deliveries[0]?.body ?? '{}').data).not.toHaveProperty('company_website');
  });

  it('sends each endpoint only the kinds it asked for', async () => {
    const { app, drain } = setUp([
      endpoint(receiver.url, secret, ['contact', 'consultation']),
      endpoint(other.url, otherSecret),
    ]);
    const contact = validBodies['/api/inquiries']();
    const consultation = {
      formType: 'consultation',
      firstName: 'Mia',
      lastName: 'Rossi',
      email: 'mia.rossi@example.com',
      projectDetails: 'A booking site for our clinic.',
    };
    for (const [path, body] of [
      ['/api/inquiries', contact],
      ['/api/inquiries', consultation],
      ['/api/audit-requests', validBodies['/api/audit-requests']()],
      ['/api/job-applications', validBodies['/api/job-applications']()],
    ] as const)
      expect((await post(app, path, body)).status).toBe(201);
    await drain();
    const kinds = (peer: Receiver) =>
      peer.deliveries.map((delivery) => (JSON.parse(delivery.body) as { data: { kind: string } }).data.kind).sort();
    expect(kinds(receiver)).toEqual(['consultation', 'contact']);
    expect(kinds(other)).toEqual(['audit_request', 'consultation', 'contact', 'job_application']);
    for (const delivery of receiver.deliveries) expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    for (const delivery of other.deliveries) expect(verify(otherSecret, delivery.headers, delivery.body)).toBe(true);
    // One job per lead and endpoint, each with its own id.
    expect(new Set([...receiver.deliveries, ...other.deliveries].map((d) => d.headers['webhook-id'])).size).toBe(6);
  });

  it('retries through a receiver outage with the same webhook-id and delivers once it is back', async () => {
    await receiver.down();
    const { app, worker } = setUp([endpoint(receiver.url, secret)], { backoffMs: [40, 80], pollMs: 20 });
    worker.start();
    expect((await post(app, '/api/demo-requests', validBodies['/api/demo-requests']())).status).toBe(201);
    // Refused connections, retried on the backoff; the lead's job waits, counted in ready.
    await eventually(async () => ((await jobs(db))[0]?.attempts ?? 0) >= 3);
    const [waiting] = await jobs(db);
    expect(waiting?.status).toMatch(/^(pending|sending)$/);
    expect(waiting?.last_error).toMatch(/^no answer: ECONNREFUSED/);
    expect(await (await app.request('/api/ready')).json()).toMatchObject({ webhooks: { backlog: 1, failed: 0 } });

    // Back, but failing twice before it takes the delivery.
    let refusals = 2;
    receiver.state.answer = () => (refusals-- > 0 ? 503 : 200);
    await receiver.up();
    await eventually(async () => (await jobs(db))[0]?.status === 'delivered');
    // Time for a repeat to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.deliveries.map((delivery) => delivery.status)).toEqual([503, 503, 200]);
    const [job] = await jobs(db);
    for (const delivery of receiver.deliveries) {
      expect(delivery.headers['webhook-id']).toBe(`msg_${job?.id}`);
      expect(delivery.body).toBe(receiver.deliveries[0]?.body);
      expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    }
    expect(job?.attempts).toBeGreaterThanOrEqual(6);
  });

  it('does not follow a redirect, and gives up an answer that takes too long', async () => {
    const { app, drain } = setUp([endpoint(receiver.url, secret)], { backoffMs: [60_000], timeoutMs: 300 });
    receiver.state.answer = () => 307;
    expect((await post(app, '/api/audit-requests', validBodies['/api/audit-requests']())).status).toBe(201);
    await drain();
    expect(receiver.deliveries.map((delivery) => delivery.path)).toEqual(['/hooks/leads']);
    expect(await jobs(db)).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'answered 307' }]);

    await db.query('UPDATE webhook_outbox SET next_attempt_at = now()');
    receiver.state.answer = () => 'hold';
    const started = performance.now();
    await drain();
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await jobs(db)).toMatchObject([{ status: 'pending', attempts: 2, last_error: 'no answer within 0.3 s' }]);
  });

  it('marks a job failed after the retry window, keeps it, and counts it in ready', async () => {
    const { app, drain } = setUp([endpoint(receiver.url, secret)], { backoffMs: [20], giveUpAfterMs: 100 });
    receiver.state.answer = () => 500;
    expect((await post(app, '/api/audit-requests', validBodies['/api/audit-requests']())).status).toBe(201);
    await eventually(async () => {
      await drain();
      return (await jobs(db))[0]?.status === 'failed';
    });
    const [job] = await jobs(db);
    expect(job?.last_error).toBe('answered 500');
    expect(job?.payload).not.toBeNull();
    expect(await (await app.request('/api/ready')).json()).toMatchObject({ webhooks: { backlog: 0, failed: 1 } });
    // Failed stays failed.
    const seen = receiver.deliveries.length;
    receiver.state.answer = () => 204;
    await drain();
    expect(receiver.deliveries).toHaveLength(seen);
  });
});

describe('webhook configuration', () => {
  const secret = newSecret();

  it('takes one endpoint from LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, and more from LEAD_WEBHOOKS', () => {
    expect(loadConfig({}).webhooks).toEqual([]);
    const other = newSecret();
    const { webhooks } = loadConfig({
      LEAD_WEBHOOK_URL: 'https://crm.example/hooks/tallowood',
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_WEBHOOKS: JSON.stringify([{ url: 'http://10.0.0.5:8080/leads', secret: other, kinds: ['contact'] }]),
    });
    expect(webhooks).toEqual([
      {
        url: 'https://crm.example/hooks/tallowood',
        key: Buffer.from(secret.slice(6), 'base64'),
        kinds: leadKinds,
      },
      { url: 'http://10.0.0.5:8080/leads', key: Buffer.from(other.slice(6), 'base64'), kinds: ['contact'] },
    ]);
  });

  it.each([
    [{ LEAD_WEBHOOK_URL: 'ftp://crm.example/hooks' }, 'LEAD_WEBHOOK_URL must be an http:// or https:// URL, not ftp:'],
    [{ LEAD_WEBHOOK_URL: 'crm.example/hooks' }, 'LEAD_WEBHOOK_URL must be an absolute http:// or https:// URL'],
    [{ LEAD_WEBHOOK_URL: 'https://user:pw@crm.example/' }, 'LEAD_WEBHOOK_URL must not carry a user name or password'],
    [{ LEAD_WEBHOOK_SECRET: 'not-a-secret' }, 'LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret'],
    [{ LEAD_WEBHOOK_SECRET: 'whsec_@@@@' }, 'LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret'],
    [
      { LEAD_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' },
      'LEAD_WEBHOOK_SECRET must hold 24 to 64 bytes after whsec_, it holds 5',
    ],
    [{ LEAD_WEBHOOK_SECRET: undefined }, 'LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is not'],
    [{ LEAD_WEBHOOK_URL: undefined }, 'LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not'],
    [{ LEAD_WEBHOOKS: '{"url":' }, 'LEAD_WEBHOOKS must be JSON'],
    [{ LEAD_WEBHOOKS: '[{"url":"https://a.example/"}]' }, 'LEAD_WEBHOOKS[0].secret must be a Standard Webhooks secret'],
    [
      { LEAD_WEBHOOKS: JSON.stringify([{ url: 'https://a.example/', secret, kinds: ['newsletter'] }]) },
      'LEAD_WEBHOOKS[0].kinds lists "newsletter", which is not a lead kind',
    ],
    [
      { LEAD_WEBHOOKS: JSON.stringify([{ url: 'https://crm.example/hooks', secret }]) },
      'the URL https://crm.example/… is configured twice',
    ],
  ])('refuses %j', (change, message) => {
    const env: NodeJS.ProcessEnv = { LEAD_WEBHOOK_URL: 'https://crm.example/hooks', LEAD_WEBHOOK_SECRET: secret };
    for (const [name, value] of Object.entries(change))
      if (value === undefined) delete env[name];
      else env[name] = value;
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('lead webhooks from a server process', () => {
  let dataDir: string;
  let receiver: Receiver;
  const secret = newSecret();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lead-api-webhooks-'));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await stopApiProcesses();
    await receiver.down();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a bad webhook URL or secret, naming the variable', async () => {
    const badUrl = startApiProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: 'ftp://crm.example/hooks',
      LEAD_WEBHOOK_SECRET: secret,
    });
    expect(await badUrl.exit).toBe(1);
    expect(badUrl.stderr()).toContain(
      'Tallowood Digital cannot start: LEAD_WEBHOOK_URL must be an http:// or https:// URL, not ftp:',
    );
    const badSecret = startApiProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: 'whsec_short-and-not-base64',
    });
    expect(await badSecret.exit).toBe(1);
    expect(badSecret.stderr()).toContain(
      'Tallowood Digital cannot start: LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64',
    );
    expect(badSecret.stderr()).not.toContain('short-and-not-base64');
  }, 60_000);

  it('delivers again with the same webhook-id after a kill -9 between the claim and its record', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // A lapsed claim is retried once its lease ends; keep that short here.
    const start = () =>
      startApiProcess({
        PORT: String(port),
        DATA_DIR: dataDir,
        // An attempt may take half the lease (3 s), so the kill lands well inside it even on a loaded machine.
        OUTBOX_LEASE_SECONDS: '6',
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: secret,
      });
    let api = start();
    await waitForApi(base, api);
    // The first delivery reaches the receiver and is never answered: the process dies with the job claimed.
    let arrived = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    receiver.state.answer = (delivery) => {
      if (receiver.deliveries.indexOf(delivery) > 0) return 200;
      arrived();
      return 'hold';
    };
    const response = await fetch(`${base}/api/audit-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validBodies['/api/audit-requests']()),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await firstArrived;
    api.process.kill('SIGKILL');
    expect(await api.exit).toBeNull();
    expect(receiver.deliveries).toHaveLength(1);

    api = start();
    await waitForApi(base, api);
    await eventually(() => receiver.deliveries.length >= 2, 60_000);
    await eventually(async () => {
      const ready = (await (await fetch(`${base}/api/ready`)).json()) as { webhooks: { backlog: number } };
      return ready.webhooks.backlog === 0;
    }, 30_000);
    // Time for a repeat to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ready = (await (await fetch(`${base}/api/ready`)).json()) as { webhooks: unknown };
    expect(ready.webhooks).toEqual({ backlog: 0, failed: 0 });
    const [first, second] = receiver.deliveries as [Delivery, Delivery];
    expect(receiver.deliveries.map((delivery) => delivery.status)).toEqual([undefined, 200]);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(first.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(second.body).toBe(first.body);
    expect(Number(second.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(
      Number(first.headers['webhook-timestamp']),
    );
    for (const delivery of receiver.deliveries) expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    expect(JSON.parse(second.body)).toMatchObject({ type: 'lead.created', data: { kind: 'audit_request', id } });
    api.process.kill('SIGTERM');
    expect(await api.exit).toBe(0);
  }, 180_000);
});

describe('lead webhooks from two instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let receiver: Receiver;
  const secret = newSecret();
  const instances: RunningServer[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    receiver = await startReceiver();
    for (let n = 0; n < 2; n++)
      instances.push(
        await startServer(testConfig({ databaseUrl: postgres.url, webhooks: [endpoint(receiver.url, secret)] }), {
          logger: silentLogger,
          mailer: { description: 'none', send: async () => {}, close() {} },
          webhooks: { pollMs: 20 },
        }),
      );
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close().catch(() => {});
    await receiver?.down();
    await postgres?.stop();
  });

  it('delivers each lead once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        fetch(`${(instances[n % 2] as RunningServer).url}/api/audit-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validBodies['/api/audit-requests']()),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    await eventually(() => receiver.deliveries.length >= 40, 30_000);
    // Time for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.deliveries).toHaveLength(40);
    expect(new Set(receiver.deliveries.map((delivery) => delivery.headers['webhook-id'])).size).toBe(40);
    expect(receiver.deliveries.map((delivery) => JSON.parse(delivery.body).data.id).sort()).toEqual(ids.sort());
    const db = (instances[0] as RunningServer).db;
    expect(
      await db.query("SELECT count(*)::int AS n FROM webhook_outbox WHERE status = 'delivered' AND attempts = 1"),
    ).toEqual([{ n: 40 }]);
  });
});
