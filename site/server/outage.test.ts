/**
 * A database outage in the middle of a burst: the API answers 503 with Retry-After, the site's own
 * form client retries with the same Idempotency-Key, and every submission ends stored exactly once.
 */
import { randomUUID } from 'node:crypto';
import ky, { isHTTPError } from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRetry } from '../src/lead-forms/submit.ts';
import type { Database } from './db/database.ts';
import { type RunningServer, startServer } from './runtime.ts';
import { type LeadPath, leadPaths, silentLogger, testConfig, validBodies } from './testing/harness.ts';
import { startPostgres, type TestPostgres } from './testing/postgres.ts';

describe('database stopped mid-burst', () => {
  let postgres: TestPostgres;
  let server: RunningServer;

  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startServer(testConfig({ databaseUrl: postgres.url, port: 0 }), {
      logger: silentLogger,
      mailer: { description: 'none', send: async () => {}, close() {} },
      outbox: { pollMs: 60_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('answers 503 while it is down; the form client retries; nothing is lost or stored twice', async () => {
    const statuses: number[] = [];
    // The browser's client, pointed at this server.
    const client = ky.create({
      prefix: `${server.url}/api/`,
      timeout: 15_000,
      retry: leadRetry,
      hooks: { afterResponse: [({ response }) => void statuses.push(response.status)] },
    });
    const submissions = Array.from({ length: 48 }, (_, n) => {
      const path = leadPaths[n % leadPaths.length] as LeadPath;
      return { path, body: validBodies[path](), key: randomUUID() };
    });
    let answered = 0;
    let outage: Promise<void> | undefined;
    const results = await Promise.all(
      submissions.map(async (submission, n) => {
        // Spread out, so some arrive before, during and after the outage.
        await new Promise((resolve) => setTimeout(resolve, n * 40));
        try {
          const { id } = await client
            .post(submission.path.replace('/api/', ''), {
              json: submission.body,
              headers: { 'Idempotency-Key': submission.key },
            })
            .json<{ id: string }>();
          return id;
        } catch (error) {
          return isHTTPError(error) ? `HTTP ${error.response.status}` : String(error);
        } finally {
          if (++answered === 1)
            outage = (async () => {
              await postgres.pause();
              await new Promise((resolve) => setTimeout(resolve, 1_500));
              await postgres.start();
            })();
        }
      }),
    );
    await outage;

    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(results.filter((result) => !/^[0-9a-f-]{36}$/.test(result))).toEqual([]);
    expect(new Set(results).size).toBe(submissions.length);

    const db = server.db as Database;
    const stored = await db.query<{ id: string; email: string }>('SELECT id, email FROM leads');
    expect(stored).toHaveLength(submissions.length);
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(results));
    expect(new Set(stored.map((row) => row.email))).toEqual(new Set(submissions.map((s) => s.body.email)));
    // Each lead's two mails, once.
    expect(await db.query('SELECT count(*)::int AS n FROM mail_outbox')).toEqual([{ n: submissions.length * 2 }]);
  }, 120_000);
});
