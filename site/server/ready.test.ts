/**
 * `/api/ready` under a flood: however many callers poll it, the database is checked at most once a second and
 * everyone is answered from that check; shutting down still answers 503 at once; the outbox is counted only so
 * far, so a huge backlog costs no more than a small one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readyCheckMs } from './api/health.ts';
import { createApi } from './app.ts';
import { type Database, openPglite, type Queryable } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { outboxCountCap } from './outbox.ts';
import { resetDatabase, silentLogger, testConfig } from './testing/harness.ts';

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

/** The database, counting the statements the ready check runs, and failing them while `down` is set. */
function watched() {
  const seen = { queries: 0, down: false };
  const run: Queryable['query'] = async (sql, params) => {
    seen.queries++;
    if (seen.down) throw new Error('connection refused');
    return db.query(sql, params);
  };
  const database: Database = {
    engine: db.engine,
    query: run,
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    close: async () => {},
  };
  return { database, seen };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pendingJobs(count: number) {
  await db.query(
    `INSERT INTO mail_outbox (id, created_at, template, recipient, payload, next_attempt_at)
     SELECT gen_random_uuid(), now(), 'notification', 'leads@agency.test', '{}', now() + interval '1 day'
     FROM generate_series(1, $1::int)`,
    [count],
  );
}

describe('/api/ready', () => {
  it('checks the database once for 200 callers at once and once more a second later', async () => {
    await pendingJobs(3);
    // What one check costs, asked by one caller.
    const single = watched();
    await createApi({ config: testConfig(), db: single.database, logger: silentLogger }).app.request('/api/ready');
    const perCheck = single.seen.queries;
    expect(perCheck).toBeGreaterThan(0);

    const { database, seen } = watched();
    let stopping = false;
    const { app } = createApi({ config: testConfig(), db: database, logger: silentLogger, stopping: () => stopping });
    const answers = await Promise.all(Array.from({ length: 200 }, () => app.request('/api/ready')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    expect(await answers[199]?.json()).toMatchObject({ status: 'ready', outbox: { backlog: 3, failed: 0 } });
    expect(seen.queries).toBe(perCheck);

    // Within the second, answers come from that check: new jobs are not seen yet, and nothing is queried.
    await pendingJobs(2);
    for (let n = 0; n < 50; n++) await app.request('/api/ready');
    expect(seen.queries).toBe(perCheck);
    expect(await (await app.request('/api/ready')).json()).toMatchObject({ outbox: { backlog: 3 } });

    await sleep(readyCheckMs + 50);
    expect(await (await app.request('/api/ready')).json()).toMatchObject({ outbox: { backlog: 5 } });
    expect(seen.queries).toBe(perCheck * 2);

    // Shutting down answers 503 at once, whatever the last check said.
    stopping = true;
    const shutting = await app.request('/api/ready');
    expect(shutting.status).toBe(503);
    expect(await shutting.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
    expect(shutting.headers.get('retry-after')).toBe('5');
  });

  it('answers 503 from a failed check until a later check succeeds', async () => {
    const { database, seen } = watched();
    const { app } = createApi({ config: testConfig(), db: database, logger: silentLogger });
    seen.down = true;
    const down = await Promise.all(Array.from({ length: 20 }, () => app.request('/api/ready')));
    expect(down.map((answer) => answer.status)).toEqual(Array(20).fill(503));
    expect(await down[0]?.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    expect(seen.queries).toBe(1);
    seen.down = false;
    expect((await app.request('/api/ready')).status).toBe(503);
    await sleep(readyCheckMs + 50);
    expect((await app.request('/api/ready')).status).toBe(200);
  });

  it('tells the mails due now (or being sent) from those scheduled for later', async () => {
    const { app } = createApi({ config: testConfig(), db, logger: silentLogger });
    // Three for tomorrow (a digest, a retry), two due a minute ago, one being sent.
    await pendingJobs(3);
    await db.query(
      `INSERT INTO mail_outbox (id, created_at, template, recipient, payload, next_attempt_at, status)
       VALUES (gen_random_uuid(), now(), 'notification', 'a@agency.test', '{}', now() - interval '1 minute', 'pending'),
              (gen_random_uuid(), now(), 'notification', 'b@agency.test', '{}', now() - interval '1 minute', 'pending'),
              (gen_random_uuid(), now(), 'notification', 'c@agency.test', '{}', now() + interval '1 minute', 'sending')`,
    );
    expect(await (await app.request('/api/ready')).json()).toMatchObject({
      outbox: { backlog: 6, due: 3, failed: 0 },
    });
  });

  it(`counts a backlog up to ${outboxCountCap}`, async () => {
    const { app } = createApi({ config: testConfig(), db, logger: silentLogger });
    await pendingJobs(outboxCountCap + 500);
    await db.query(`UPDATE mail_outbox SET status = 'failed' WHERE id IN (SELECT id FROM mail_outbox LIMIT 7)`);
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ outbox: { backlog: outboxCountCap, failed: 7 } });
  });
});
