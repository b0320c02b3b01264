/** Unsubscribe by form or by the one-click link in marketing mail (RFC 8058). */
import { Hono } from 'hono';
import { unsubscribeSchema } from '../../src/forms/unsubscribe.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, parseWith, readJsonObject, readText, requestHash, validationError } from '../http.ts';
import { bulkInsert, type WriteRequest } from '../store.ts';
import {
  type ApiContext,
  type ApiEnv,
  honeypotFilled,
  idempotencyKey,
  limit,
  mailJob,
  respond,
  type Submission,
} from './context.ts';
import { sha256 } from './newsletter.ts';

/** The agency hears of an address's unsubscribe at most once in this window. */
export const noticeIntervalMs = 24 * 3_600_000;

const unsubscribed = { unsubscribed: true };

/** Puts an address on the suppression list and tells the agency (once per address in the window). */
function unsubscribeWriter(api: ApiContext) {
  return (email: string, via: string): WriteRequest['apply'] =>
    async (tx: Queryable) => {
      const nowDate = api.clock.now();
      const now = nowDate.toISOString();
      const added = await tx.query(
        `INSERT INTO suppressions (email, reason, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING RETURNING email`,
        [email, via, now],
      );
      await tx.query(
        `UPDATE newsletter_subscribers SET status = 'unsubscribed', confirm_token_hash = NULL, updated_at = $2
       WHERE email = $1`,
        [email, now],
      );
      if (added.length === 0) return;
      // Repeats change nothing for the agency: one notice per address in the window, however often
      // the address is unsubscribed, re-confirmed and unsubscribed again.
      const noticed = await tx.query(
        `INSERT INTO unsubscribe_notices (email, notified_at) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET notified_at = EXCLUDED.notified_at
       WHERE unsubscribe_notices.notified_at < $3
       RETURNING email`,
        [email, now, new Date(nowDate.getTime() - noticeIntervalMs).toISOString()],
      );
      if (noticed.length > 0)
        await bulkInsert(tx, 'mail_outbox', [
          mailJob('unsubscribe_notice', api.config.leadsNotifyTo, now, { payload: { email, via } }).row,
        ]);
    };
}

/** The unsubscribe form's submission. */
export function unsubscribeSubmission(api: ApiContext): Submission {
  const unsubscribeWrite = unsubscribeWriter(api);
  return async (body, key) => {
    const email = parseWith(unsubscribeSchema, body).email.toLowerCase();
    const outcome = await api.store.write({
      ...(key
        ? {
            idempotency: {
              scope: '/api/unsubscribe',
              key,
              requestHash: requestHash(body),
              status: 200,
              body: unsubscribed,
            },
          }
        : {}),
      rows: [],
      apply: unsubscribeWrite(email, 'unsubscribe form'),
    });
    return { outcome, status: 200, answer: unsubscribed };
  };
}

export function unsubscribeRoutes(api: ApiContext, submit: Submission): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const unsubscribeWrite = unsubscribeWriter(api);

  app.post('/unsubscribe', async (c) => {
    limit(api, c, '/api/unsubscribe');
    const body = await readJsonObject(c);
    const key = idempotencyKey(c);
    if (honeypotFilled(body)) return c.json(unsubscribed, 200);
    const { outcome, status, answer } = await submit(body, key);
    return respond(c, outcome, status, answer);
  });

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form.
  app.post('/unsubscribe/one-click', async (c) => {
    limit(api, c, '/api/unsubscribe');
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
      throw new ApiError(415, {
        error: 'unsupported_media_type',
        message: 'Send List-Unsubscribe=One-Click as a form.',
      });
    const text = await readText(c, 32 * 1024);
    let form: FormData;
    try {
      form = await new Response(text, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData();
    } catch {
      throw validationError([{ path: '', message: 'The form could not be read.' }]);
    }
    if (form.get('List-Unsubscribe') !== 'One-Click')
      throw validationError([{ path: 'List-Unsubscribe', message: 'List-Unsubscribe must be One-Click.' }]);
    const token = c.req.query('token') ?? '';
    const rows = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await api.db.query<{ email: string }>('SELECT email FROM unsubscribe_tokens WHERE token_hash = $1', [
          sha256(token),
        ])
      : [];
    const email = rows[0]?.email;
    if (!email) throw validationError([{ path: 'token', message: 'This unsubscribe link is not valid.' }]);
    await api.store.write({ rows: [], apply: unsubscribeWrite(email, 'one-click link in an e-mail') });
    return c.json({ unsubscribed: true }, 200);
  });

  return app;
}
