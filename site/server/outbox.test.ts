/**
 * The outbox worker on its own: what the table says after each delivery, and how quickly a new
 * job is picked up.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import type { Mailer, OutgoingMail } from './mail/mailer.ts';
import { OutboxWorker } from './outbox.ts';
import { eventually, resetDatabase, silentLogger } from './testing/harness.ts';

/** Queues a confirmation mail (it needs no lead row) due at `due`; its id. */
async function queueJob(db: Database, due: Date): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO mail_outbox (id, created_at, template, recipient, payload, next_attempt_at)
     VALUES ($1, $2, 'newsletter_confirmation', $3, $4, $5)`,
    [id, due.toISOString(), `reader.${id.slice(0, 8)}@example.com`, JSON.stringify({ token: 't' }), due.toISOString()],
  );
  return id;
}

/** The job a message was composed from: its Message-ID is `<job id@host>`. */
const jobOf = (mail: OutgoingMail) => mail.messageId.slice(1, mail.messageId.indexOf('@'));

/** A mailer that records each message; `hold` makes a send wait until released. */
function recordingMailer(hold: (mail: OutgoingMail) => boolean = () => false) {
  const sent: string[] = [];
  const held: (() => void)[] = [];
  const mailer: Mailer = {
    description: 'test',
    async send(mail) {
      sent.push(jobOf(mail));
      if (hold(mail)) await new Promise<void>((resolve) => held.push(resolve));
    },
    close() {},
  };
  const release = () => {
    for (const resolve of held.splice(0)) resolve();
  };
  return { mailer, sent, release };
}

function worker(db: Database, mailer: Mailer, options: { now?: () => Date; pollMs?: number; leaseMs?: number }) {
  return new OutboxWorker({
    db,
    mailer,
    clock: { now: options.now ?? (() => new Date()) },
    logger: silentLogger,
    mailFrom: 'Tallowood Digital <hello@tallowood.digital>',
    siteUrl: 'https://site.test',
    concurrency: 1,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  });
}

const statusOf = async (db: Database, id: string) =>
  (await db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE id = $1', [id]))[0]?.status;

describe('outbox worker', () => {
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
  // A failed assertion must not leave a worker polling a closed database.
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('records each mail as sent as soon as it is delivered, so a crash mid-batch resends none of them', async () => {
    const start = new Date('2026-03-02T09:00:00.000Z');
    const jobs = [await queueJob(db, start), await queueJob(db, start), await queueJob(db, start)];
    // The first instance delivers one mail, then hangs on the next, as a process that dies mid-send.
    const first = recordingMailer(() => first.sent.length === 2);
    const crashing = worker(db, first.mailer, { now: () => start, leaseMs: 60_000 });
    const batch = crashing.runOnce();
    cleanups.push(() => {
      first.release();
      return batch;
    });
    await eventually(() => first.sent.length === 2);
    const [delivered, inFlight] = first.sent as [string, string];
    expect(await statusOf(db, delivered)).toBe('sent');
    expect(await statusOf(db, inFlight)).toBe('sending');

    // Once the lease is over another instance takes what was not delivered, and only that.
    const second = recordingMailer();
    const later = new Date(start.getTime() + 61_000);
    expect(await worker(db, second.mailer, { now: () => later }).runOnce()).toBe(2);
    expect(second.sent.sort()).toEqual(jobs.filter((id) => id !== delivered).sort());
    for (const id of jobs) expect(await statusOf(db, id)).toBe('sent');
  });

  it('wakes at once for a job committed while it sleeps', async () => {
    const { mailer, sent } = recordingMailer();
    const idle = worker(db, mailer, { pollMs: 60_000 });
    idle.start();
    cleanups.push(() => idle.stop());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const job = await queueJob(db, new Date());
    idle.wake();
    await eventually(() => sent.includes(job), 5_000);
  });

  it('does not lose a wake-up that arrives between its last look and its next sleep', async () => {
    const { mailer, sent } = recordingMailer();
    let late: string | undefined;
    let sleeper: OutboxWorker | undefined;
    // A job committed just after the worker read the next due time: that read missed it, so only
    // the wake-up can bring the worker back before its (long) poll.
    const racing: Database = {
      ...db,
      query: async <T>(sql: string, params?: unknown[]) => {
        const rows = await db.query<T>(sql, params);
        if (sql.includes('min(next_attempt_at)') && sent.length > 0 && late === undefined) {
          late = await queueJob(db, new Date());
          sleeper?.wake();
        }
        return rows;
      },
    };
    // Due a little later, so the worker first sleeps until it is due and is woken by its timer.
    const early = await queueJob(db, new Date(Date.now() + 300));
    sleeper = worker(racing, mailer, { pollMs: 60_000 });
    sleeper.start();
    cleanups.push(() => (sleeper as OutboxWorker).stop());
    await eventually(() => late !== undefined, 5_000);
    await eventually(() => sent.includes(late as string), 5_000);
    expect(sent).toEqual([early, late]);
  });

  it('retries a job whose lease ran out before the backlog, with the same Message-ID', async () => {
    const start = new Date('2026-03-02T09:00:00.000Z');
    const backlog = [];
    for (let n = 0; n < 12; n++) backlog.push(await queueJob(db, new Date(start.getTime() - 3_600_000 + n)));
    // Claimed by an instance that died mid-send: its lease ends after every backlog job fell due.
    const orphan = await queueJob(db, start);
    await db.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_by = 'gone', next_attempt_at = $2 WHERE id = $1`,
      [orphan, new Date(start.getTime() + 60_000).toISOString()],
    );
    const { mailer, sent } = recordingMailer();
    const messageIds: string[] = [];
    const recording: Mailer = {
      ...mailer,
      async send(mail) {
        messageIds.push(mail.messageId);
        await mailer.send(mail);
      },
    };
    const later = new Date(start.getTime() + 61_000);
    expect(await worker(db, recording, { now: () => later }).runOnce(3)).toBe(3);
    expect(sent[0]).toBe(orphan);
    expect(messageIds[0]).toBe(`<${orphan}@site.test>`);
    expect(sent.slice(1)).toEqual(backlog.slice(0, 2));
    expect(await db.query('SELECT attempts FROM mail_outbox WHERE id = $1', [orphan])).toEqual([{ attempts: 2 }]);
  });

  it('gives up on a send that takes too long and retries it later', async () => {
    const job = await queueJob(db, new Date());
    const stuck: Mailer = { description: 'stuck', send: () => new Promise(() => {}), close() {} };
    const slow = new OutboxWorker({
      db,
      mailer: stuck,
      clock: { now: () => new Date() },
      logger: silentLogger,
      mailFrom: 'Tallowood Digital <hello@tallowood.digital>',
      siteUrl: 'https://site.test',
      sendTimeoutMs: 300,
    });
    const started = performance.now();
    expect(await slow.runOnce()).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
    const [row] = await db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM mail_outbox WHERE id = $1',
      [job],
    );
    expect(row).toEqual({ status: 'pending', last_error: 'the send took longer than 0.3 s' });
  });

  it('records a delivered mail as sent through a short database blip, so it is not sent again', async () => {
    const job = await queueJob(db, new Date());
    let failures = 0;
    const blipping: Database = {
      ...db,
      query: async <T>(sql: string, params?: unknown[]) => {
        if (sql.includes("status = 'sent'") && failures < 2) {
          failures++;
          throw new Error('Connection terminated unexpectedly');
        }
        return db.query<T>(sql, params);
      },
    };
    const { mailer, sent } = recordingMailer();
    expect(await worker(blipping, mailer, {}).runOnce()).toBe(1);
    expect(failures).toBe(2);
    expect(sent).toEqual([job]);
    expect(await statusOf(db, job)).toBe('sent');
  });
});
