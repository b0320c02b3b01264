/**
 * Leads survive faults: an SMTP outage, a killed process, and several instances sharing one
 * PostgreSQL must neither lose nor duplicate a lead or a mail.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readyCheckMs } from './api/health.ts';
import { createApi } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { smtpMailer } from './mail/mailer.ts';
import { OutboxWorker } from './outbox.ts';
import { type RunningServer, startServer } from './runtime.ts';
import { startApiProcess, stopApiProcesses, waitForApi } from './testing/api-process.ts';
import {
  adminToken,
  count,
  eventually,
  type LeadPath,
  leadPaths,
  post,
  resetDatabase,
  silentLogger,
  testApi,
  testConfig,
  validBodies,
} from './testing/harness.ts';
import { freePort, startPostgres, type TestPostgres } from './testing/postgres.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp.ts';

describe('SMTP outage', () => {
  let db: Database;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDatabase(db);
    await smtp.up();
    smtp.received.length = 0;
  });

  it('stores every lead while SMTP refuses connections and delivers every mail once it is back', async () => {
    await smtp.down();
    const api = createApi({ config: testConfig(), db, logger: silentLogger });
    const worker = new OutboxWorker({
      db,
      mailer: smtpMailer(smtp.url),
      clock: { now: () => new Date() },
      logger: silentLogger,
      mailFrom: 'Tallowood Digital <hello@tallowood.digital>',
      siteUrl: 'https://site.test',
      backoffMs: [100, 200, 400],
      pollMs: 50,
    });
    worker.start();
    const emails: string[] = [];
    for (let n = 0; n < 24; n++) {
      const path = leadPaths[n % leadPaths.length] as LeadPath;
      const body = validBodies[path]();
      emails.push(body.email);
      expect((await post(api.app, path, body)).status).toBe(201);
    }
    await eventually(async () => {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE attempts >= 2 AND last_error IS NOT NULL',
      );
      return rows[0]?.n === 48;
    });
    expect(smtp.received).toHaveLength(0);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
    expect(stored[0]?.n).toBe(24);

    await smtp.up();
    await eventually(() => smtp.received.length >= 48);
    await worker.stop();
    expect(smtp.received).toHaveLength(48);
    for (const email of emails) expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('leads@agency.test'))).toHaveLength(24);
    const statuses = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status',
    );
    expect(statuses).toEqual([{ status: 'sent', n: 48 }]);
  });

  it('marks a mail failed after the retry window, keeps it, and reports it in ready', async () => {
    await smtp.down();
    const { app, worker } = testApi(db, { smtpUrl: smtp.url, backoffMs: [20] });
    const lenient = new OutboxWorker({
      db,
      mailer: smtpMailer(smtp.url),
      clock: { now: () => new Date() },
      logger: silentLogger,
      mailFrom: 'x <x@site.test>',
      siteUrl: 'https://site.test',
      backoffMs: [20],
      giveUpAfterMs: 150,
    });
    expect((await post(app, '/api/audit-requests', validBodies['/api/audit-requests']())).status).toBe(201);
    await eventually(async () => {
      await lenient.runOnce();
      return (await db.query("SELECT id FROM mail_outbox WHERE status = 'failed'")).length === 2;
    });
    expect(await count(db, 'mail_outbox')).toBe(2);
    const ready = await app.request('/api/ready');
    expect(await ready.json()).toMatchObject({ status: 'ready', outbox: { backlog: 0, failed: 2 } });
    // A failed mail stays failed: it is not sent when SMTP comes back.
    await smtp.up();
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await db.query('SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status')).toEqual([
      { status: 'failed', n: 2 },
    ]);
  });
});

interface BurstRequest {
  /** Sent before the signal went to the server. */
  beforeSignal: boolean;
  /** The answer's status, or why there was none. */
  outcome: number | string;
}

/**
 * Sends up to `total` submissions, `parallel` at a time, and calls `signal` right after the
 * `signalAfter`-th answer. A lane stops at its first request that gets no answer (the server is gone).
 * Returns the ids answered with 201 and every request it sent.
 */
async function burst(
  base: string,
  options: { total: number; parallel: number; signalAfter: number; signal: () => void },
): Promise<{ acknowledged: string[]; requests: BurstRequest[] }> {
  const acknowledged: string[] = [];
  const requests: BurstRequest[] = [];
  let signalled = false;
  let next = 0;
  let answered = 0;
  await Promise.all(
    Array.from({ length: options.parallel }, async () => {
      while (next < options.total) {
        next++;
        const path = leadPaths[next % leadPaths.length] as LeadPath;
        const request: BurstRequest = { beforeSignal: !signalled, outcome: 'pending' };
        requests.push(request);
        try {
          const response = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validBodies[path]()),
          });
          request.outcome = response.status;
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch (error) {
          request.outcome = String((error as Error).cause ?? error);
          return;
        }
        if (++answered === options.signalAfter) {
          signalled = true;
          options.signal();
        }
      }
    }),
  );
  return { acknowledged, requests };
}

describe('a killed process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lead-api-kill-'));
  });
  afterAll(async () => {
    await stopApiProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead through SIGKILL, and finishes in-flight requests on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Mail claimed by the killed process is retried once its lease ends; keep that short here.
    const start = () => startApiProcess({ PORT: String(port), DATA_DIR: dataDir, OUTBOX_LEASE_SECONDS: '2' });
    let api = start();
    await waitForApi(base, api);
    const { acknowledged: firstRun } = await burst(base, {
      total: 300,
      parallel: 16,
      signalAfter: 100,
      signal: () => api.process.kill('SIGKILL'),
    });
    await api.exit;
    expect(firstRun.length).toBeGreaterThanOrEqual(90);

    api = start();
    await waitForApi(base, api);
    const secondRun = burst(base, {
      total: 150,
      parallel: 16,
      signalAfter: 50,
      signal: () => api.process.kill('SIGTERM'),
    });
    const [{ acknowledged: acknowledgedLater, requests }, code] = await Promise.all([secondRun, api.exit]);
    expect(code).toBe(0);
    // Requests already sent when SIGTERM arrived are finished, each with a 201; later ones may be refused.
    const sentBefore = requests.filter((request) => request.beforeSignal);
    expect(sentBefore.length).toBeGreaterThan(50);
    expect(sentBefore.filter((request) => request.outcome !== 201)).toEqual([]);

    api = start();
    await waitForApi(base, api);
    const response = await fetch(`${base}/api/admin/leads`, { headers: { Authorization: `Bearer ${adminToken}` } });
    const stored = new Set(((await response.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id));
    for (const id of [...firstRun, ...acknowledgedLater]) expect(stored.has(id)).toBe(true);
    // Every stored lead's two mails leave the outbox, captured as files.
    await eventually(async () => {
      const ready = (await (await fetch(`${base}/api/ready`)).json()) as { outbox: { backlog: number } };
      return ready.outbox.backlog === 0;
    }, 60_000);
    // Delivery is at least once: a mail delivered by the killed process in the instant before it could
    // record the send is sent again, under the same Message-ID (the job id, which names the file).
    // Every mail is there, and a repeat can only come from a send in flight at the kill.
    const files = readdirSync(join(dataDir, 'mail')).filter((file) => file.endsWith('.eml'));
    const jobs = new Set(files.map((file) => /-([0-9a-f-]{36})\.eml$/.exec(file)?.[1]));
    expect(jobs.size).toBe(stored.size * 2);
    expect(files.length - jobs.size).toBeLessThanOrEqual(4);
    api.process.kill('SIGTERM');
    expect(await api.exit).toBe(0);
  }, 300_000);
});

describe('two instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let smtp: SmtpPeer;
  const instances: RunningServer[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    smtp = await startSmtpPeer();
    for (let n = 0; n < 2; n++)
      instances.push(
        await startServer(testConfig({ databaseUrl: postgres.url, port: 0 }), {
          logger: silentLogger,
          mailer: smtpMailer(smtp.url),
          outbox: { pollMs: 20, batchSize: 3 },
        }),
      );
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close().catch(() => {});
    await smtp?.close();
    await postgres?.stop();
  });

  it('sends each mail exactly once', async () => {
    await resetDatabase(instances[0]?.db as Database);
    smtp.received.length = 0;
    const submissions = Array.from({ length: 60 }, (_, n) => {
      const path = leadPaths[n % leadPaths.length] as LeadPath;
      const instance = instances[n % 2] as RunningServer;
      return fetch(`${instance.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validBodies[path]()),
      });
    });
    expect((await Promise.all(submissions)).map((response) => response.status)).toEqual(Array(60).fill(201));
    await eventually(() => smtp.received.length >= 120, 30_000);
    // Give a duplicate time to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = smtp.received.map((mail) => mail.headers.get('message-id'));
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    const db = instances[0]?.db as Database;
    expect(await db.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent' AND attempts = 1")).toEqual(
      [{ n: 120 }],
    );
  });

  it('keeps one lead when both instances get the same Idempotency-Key at once', async () => {
    const body = JSON.stringify(validBodies['/api/contact-submissions']());
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        fetch(`${(instances[n % 2] as RunningServer).url}/api/contact-submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': 'shared-key-1' },
          body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const db = instances[0]?.db as Database;
    expect(await db.query('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [[...ids]])).toEqual([
      { n: 1 },
    ]);
    expect(await db.query("SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'shared-key-1'")).toEqual([
      { n: 1 },
    ]);
  });

  it('answers ready with 503 while the database is unreachable, and 200 when it is back', async () => {
    const instance = instances[0] as RunningServer;
    expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
    await postgres.pause();
    // One check answers for a second; the next one sees the outage.
    await new Promise((resolve) => setTimeout(resolve, readyCheckMs + 50));
    const down = await fetch(`${instance.url}/api/ready`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    await postgres.start();
    await eventually(async () => (await fetch(`${instance.url}/api/ready`)).status === 200);
  });

  it('answers ready with 503 for a database that is not migrated', async () => {
    const admin = instances[0]?.db as Database;
    await admin.exec('CREATE DATABASE empty_schema');
    const fresh = await openPostgres(postgres.url.replace(/\/postgres$/, '/empty_schema'));
    const { app } = createApi({ config: testConfig(), db: fresh, logger: silentLogger });
    const response = await app.request('/api/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ reason: 'database schema is not migrated' });
    await fresh.close();
    expect((await app.request('/api/ready')).status).toBe(503);
  });
});
