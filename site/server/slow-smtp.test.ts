/**
 * A slow SMTP server that takes each message but answers late: a send that timed out on our side may
 * have been delivered, so the same mail must not be handed over again at every backoff step.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { smtpMailer } from './mail/mailer.ts';
import { defaultBackoffMs, defaultMaxTimeouts, defaultUncertainRetryMs, OutboxWorker } from './outbox.ts';
import { eventually, silentLogger } from './testing/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp.ts';

describe('a slow SMTP server', () => {
  let db: Database;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    smtp = await startSmtpPeer({ answerDelayMs: 600 });
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });

  it('gets a mail that timed out again only after hours, with the same Message-ID, a bounded number of times', async () => {
    let time = Date.now();
    const clock = { now: () => new Date(time) };
    const mailer = smtpMailer(smtp.url);
    const worker = new OutboxWorker({
      db,
      mailer,
      clock,
      logger: silentLogger,
      mailFrom: 'Tallowood Digital <hello@tallowood.digital>',
      siteUrl: 'https://site.test',
      sendTimeoutMs: 200,
    });
    const id = randomUUID();
    await db.query(
      `INSERT INTO mail_outbox (id, created_at, template, recipient, payload, next_attempt_at)
       VALUES ($1, $2, 'newsletter_confirmation', 'reader@example.com', $3, $2)`,
      [id, clock.now().toISOString(), JSON.stringify({ token: 'secret-token-abcdefghijklmnop' })],
    );
    const row = async () =>
      (
        await db.query<{ status: string; timeouts: number; payload: string | null }>(
          'SELECT status, timeouts, payload FROM mail_outbox WHERE id = $1',
          [id],
        )
      )[0];

    expect(await worker.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', timeouts: 1 });
    // The server took the message after we stopped waiting.
    await eventually(() => smtp.received.length === 1);

    // Every step of the usual backoff passes without a second copy.
    for (const step of defaultBackoffMs.slice(0, 3)) {
      time += step;
      expect(await worker.runOnce()).toBe(0);
    }
    expect(smtp.received).toHaveLength(1);

    let attempts = 1;
    while ((await row())?.status === 'pending') {
      time += defaultUncertainRetryMs;
      expect(await worker.runOnce()).toBe(1);
      attempts++;
    }
    expect(attempts).toBe(defaultMaxTimeouts);
    await eventually(() => smtp.received.length === defaultMaxTimeouts);
    const ids = new Set(smtp.received.map((mail) => mail.headers.get('message-id')));
    expect(ids).toEqual(new Set([`<${id}@site.test>`]));
    // Marked failed, with its token gone from the table.
    expect(await row()).toMatchObject({ status: 'failed', timeouts: defaultMaxTimeouts, payload: null });
    time += 24 * 3_600_000;
    expect(await worker.runOnce()).toBe(0);
    mailer.close();
  });
});
