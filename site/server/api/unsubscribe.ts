/** Unsubscribe by form or by the one-click link in marketing mail (RFC 8058). */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { unsubscribeSchema } from '../../src/forms/unsubscribe.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, parseWith, readJsonObject, readText, requestHash, validationError } from '../http.ts';
import { normalisedAddress } from '../mail/recipients.ts';
import type { WriteRequest } from '../store.ts';
import {
  type ApiContext,
  type ApiEnv,
  honeypotFilled,
  idempotencyKey,
  limit,
  respond,
  type Submission,
} from './context.ts';
import { sha256 } from './newsletter.ts';

/** The agency hears of an address's unsubscribe at most once in this window. */
const noticeIntervalMs = 24 * 3_600_000;

/** Unsubscribes reach the agency as one digest mail per period, sent when the period ends. */
export const digestPeriodMs = 3_600_000;
/** A digest waits this long after its period, so unsubscribes committed at its very end are in it. */
export const digestGraceMs = 60_000;

/** Form unsubscribes one client may send per hour (when rate limits are on). */
export const formUnsubscribesPerClientPerHour = 10;

/** New suppressions the form may add per normalised address (its `+tag` variants together) in a day. */
const formUnsubscribesPerAddress = 3;
const formUnsubscribeWindowMs = 24 * 3_600_000;

const unsubscribed = { unsubscribed: true };

/** One digest job per period, whichever instance writes first: its id is derived from the period. */
function digestJobId(periodStart: number): string {
  const hex = createHash('sha256').update(`unsubscribe-digest:${periodStart}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Puts an address on the suppression list and lists it in the agency's next digest (once per address in the window). */
function unsubscribeWriter(api: ApiContext) {
  return (email: string, via: string): WriteRequest['apply'] =>
    async (tx: Queryable) => {
      const nowDate = api.clock.now();
      const now = nowDate.toISOString();
      const added = await tx.query(
        `INSERT INTO suppressions (email, reason, created_at, recipient_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING email`,
        [email, via, now, normalisedAddress(email)],
      );
      await tx.query(
        `UPDATE newsletter_subscribers SET status = 'unsubscribed', confirm_token_hash = NULL, updated_at = $2
       WHERE email = $1`,
        [email, now],
      );
      if (added.length === 0) return;
      // Repeats change nothing for the agency: one mention per address in the window, however often
      // the address is unsubscribed, re-confirmed and unsubscribed again.
      const noticed = await tx.query(
        `INSERT INTO unsubscribe_notices (email, notified_at) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET notified_at = EXCLUDED.notified_at
       WHERE unsubscribe_notices.notified_at < $3
       RETURNING email`,
        [email, now, new Date(nowDate.getTime() - noticeIntervalMs).toISOString()],
      );
      if (noticed.length === 0) return;
      await tx.query('INSERT INTO unsubscribe_digest_entries (email, via, created_at) VALUES ($1, $2, $3)', [
        email,
        via,
        now,
      ]);
      const start = Math.floor(nowDate.getTime() / digestPeriodMs) * digestPeriodMs;
      const end = start + digestPeriodMs;
      await tx.query(
        `INSERT INTO mail_outbox (id, created_at, template, recipient, marketing, payload, next_attempt_at)
         VALUES ($1, $2, 'unsubscribe_digest', $3, false, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [
          digestJobId(start),
          now,
          api.config.leadsNotifyTo,
          JSON.stringify({ from: new Date(start).toISOString(), to: new Date(end).toISOString() }),
          new Date(end + digestGraceMs).toISOString(),
        ],
      );
    };
}

/**
 * Refuses a form unsubscribe that would add one suppression too many for its normalised address
 * (anyone can type any address, and sub-addresses make endless variants); an address already
 * suppressed is always answered as before, since nothing changes.
 */
async function checkAddressAllowance(api: ApiContext, email: string): Promise<void> {
  const nowDate = api.clock.now();
  const rows = await api.db.query<{ already: boolean; recent: number; oldest: Date | string | null }>(
    `SELECT EXISTS (SELECT 1 FROM suppressions WHERE email = $1) AS already,
       count(*)::int AS recent, min(created_at) AS oldest
     FROM suppressions WHERE recipient_key = $2 AND reason = 'unsubscribe form' AND created_at > $3`,
    [email, normalisedAddress(email), new Date(nowDate.getTime() - formUnsubscribeWindowMs).toISOString()],
  );
  const row = rows[0];
  if (!row || row.already || row.recent < formUnsubscribesPerAddress) return;
  const wait = Math.max(
    1,
    Math.ceil((new Date(row.oldest ?? nowDate).getTime() + formUnsubscribeWindowMs - nowDate.getTime()) / 1000),
  );
  throw new ApiError(
    429,
    {
      error: 'rate_limited',
      message: `Too many unsubscribe requests for this address today. Please try again in ${Math.ceil(wait / 3_600)} hours, or use the unsubscribe link in one of our e-mails.`,
    },
    { 'Retry-After': String(wait) },
  );
}

/** The unsubscribe form's submission. */
export function unsubscribeSubmission(api: ApiContext): Submission {
  const unsubscribeWrite = unsubscribeWriter(api);
  return async (body, key) => {
    const email = parseWith(unsubscribeSchema, body).email.toLowerCase();
    await checkAddressAllowance(api, email);
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
    // The link's token proves the address, so it is not held to the form's hourly allowance.
    limit(api, c, '/api/unsubscribe/one-click');
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
