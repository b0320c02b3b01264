/** Confirmation and unsubscribe tokens live in the outbox only until their mail is sent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { post, testApi } from './testing/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp.ts';

describe('tokens in mail_outbox', () => {
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

  it('are removed once the confirmation and welcome mails are sent, and the links keep working', async () => {
    const api = testApi(db, { smtpUrl: smtp.url });
    expect((await post(api.app, '/api/newsletter', { email: 'token.reader@example.com' })).status).toBe(202);
    const payloads = async (template: string) =>
      (
        await db.query<{ payload: string | null; status: string }>(
          'SELECT payload, status FROM mail_outbox WHERE template = $1',
          [template],
        )
      ).map((row) => [row.status, row.payload]);
    const [[, queued]] = (await payloads('newsletter_confirmation')) as [[string, string]];
    const token = (JSON.parse(queued) as { token: string }).token;
    await api.drain();
    expect(await payloads('newsletter_confirmation')).toEqual([['sent', null]]);
    expect(smtp.received[0]?.text).toContain(token);

    const confirmed = await api.app.request('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed');
    await api.drain();
    expect(await payloads('newsletter_welcome')).toEqual([['sent', null]]);
    const link = /<https:\/\/site\.test(\/api\/unsubscribe\/one-click\?token=[^>]+)>/.exec(
      smtp.received[1]?.headers.get('list-unsubscribe') ?? '',
    )?.[1];
    const unsubscribed = await api.app.request(link as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const dump = JSON.stringify(await db.query('SELECT * FROM mail_outbox'));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(decodeURIComponent((link as string).split('token=')[1] ?? 'missing'));
  });
});
