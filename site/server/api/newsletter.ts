/**
 * Newsletter sign-up with double opt-in. At most one confirmation mail per address per 24 hours, so
 * the form cannot be used to mail a stranger over and over; the link opens a page that confirms only
 * when its button is pressed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { newsletterSchema } from '../../src/forms/newsletter.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, parseWith, readJsonObject, readText, requestHash, validationError } from '../http.ts';
import { normalisedAddress, recipientCaps, recipientCapWindowMs } from '../mail/recipients.ts';
import { bulkInsert } from '../store.ts';
import { confirmPage, confirmPagePolicy } from './confirm-page.ts';
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

const tokenTtlMs = 7 * 24 * 3_600_000;
/** One confirmation mail per address in this window; the earlier link keeps working meanwhile. */
const confirmationIntervalMs = 24 * 3_600_000;
const newsletterConfirmedPath = '/newsletter/confirmed';
const invalidPath = `${newsletterConfirmedPath}?status=invalid`;
const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const accepted = { accepted: true };

/** The sign-up's submission: a confirmation mail, unless one went out lately or the address is confirmed. */
export function newsletterSubmission(api: ApiContext): Submission {
  return async (body, key) => {
    const email = parseWith(newsletterSchema, body).email.toLowerCase();
    const nowDate = api.clock.now();
    const now = nowDate.toISOString();
    const token = randomBytes(32).toString('base64url');
    const outcome = await api.store.write({
      ...(key
        ? {
            idempotency: { scope: '/api/newsletter', key, requestHash: requestHash(body), status: 202, body: accepted },
          }
        : {}),
      rows: [],
      apply: async (tx) => {
        const existing = await tx.query<{ status: string; suppressed: boolean; recent: boolean }>(
          `SELECT status, EXISTS (SELECT 1 FROM suppressions WHERE email = $1) AS suppressed,
               coalesce(confirmation_sent_at > $2::timestamptz, false) AS recent
             FROM newsletter_subscribers WHERE email = $1 FOR UPDATE`,
          [email, new Date(nowDate.getTime() - confirmationIntervalMs).toISOString()],
        );
        const current = existing[0];
        // Already confirmed and still wanted: nothing to confirm, and no mail to a third party's address.
        if (current?.status === 'confirmed' && !current.suppressed) return;
        // A confirmation went out lately: its link still works, and a repeat would only be a nuisance.
        if (current?.recent) return;
        // Nor to another `+tag` of the same mailbox: one confirmation per normalised address in the window.
        const key = normalisedAddress(email);
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('mail-cap:' || $1))", [key]);
        const sent = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient_key = $1 AND template = 'newsletter_confirmation'
             AND created_at > $2 AND status <> 'withheld'`,
          [key, new Date(nowDate.getTime() - recipientCapWindowMs).toISOString()],
        );
        if ((sent[0]?.n ?? 0) >= recipientCaps.newsletter_confirmation) return;
        await tx.query(
          `INSERT INTO newsletter_subscribers
               (email, status, confirm_token_hash, token_expires_at, created_at, updated_at, confirmation_sent_at)
             VALUES ($1, 'pending', $2, $3, $4, $4, $4)
             ON CONFLICT (email) DO UPDATE SET status = 'pending', confirm_token_hash = EXCLUDED.confirm_token_hash,
               token_expires_at = EXCLUDED.token_expires_at, updated_at = EXCLUDED.updated_at,
               confirmation_sent_at = EXCLUDED.confirmation_sent_at`,
          [email, sha256(token), new Date(nowDate.getTime() + tokenTtlMs).toISOString(), now],
        );
        await bulkInsert(tx, 'mail_outbox', [
          mailJob('newsletter_confirmation', email, now, { payload: { token } }).row,
        ]);
      },
    });
    return { outcome, status: 202, answer: accepted };
  };
}

export function newsletterRoutes(api: ApiContext, submit: Submission): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/newsletter', async (c) => {
    limit(api, c, '/api/newsletter');
    const body = await readJsonObject(c);
    const key = idempotencyKey(c);
    if (honeypotFilled(body)) return c.json(accepted, 202);
    const { outcome, status, answer } = await submit(body, key);
    return respond(c, outcome, status, answer);
  });

  /** The subscriber a live token belongs to, read without changing anything. */
  async function subscriberFor(db: Queryable, token: string, forUpdate: boolean) {
    if (!tokenPattern.test(token)) return undefined;
    const rows = await db.query<{ email: string; status: string }>(
      `SELECT email, status FROM newsletter_subscribers
       WHERE confirm_token_hash = $1 AND token_expires_at >= $2${forUpdate ? ' FOR UPDATE' : ''}`,
      [sha256(token), api.clock.now().toISOString()],
    );
    return rows[0];
  }

  // GET (and HEAD) only show the page: link checkers and mail scanners that open the link confirm nothing.
  app.get('/newsletter/confirm', async (c) => {
    limit(api, c, '/api/newsletter/confirm');
    const token = c.req.query('token') ?? '';
    const subscriber = await subscriberFor(api.db, token, false);
    if (!subscriber) return c.redirect(invalidPath, 303);
    if (subscriber.status === 'confirmed') return c.redirect(newsletterConfirmedPath, 303);
    return c.html(confirmPage(token, '/api/newsletter/confirm'), 200, {
      'Content-Security-Policy': confirmPagePolicy,
    });
  });

  app.post('/newsletter/confirm', async (c) => {
    limit(api, c, '/api/newsletter/confirm');
    const token = await confirmToken(c.req.header('content-type'), () => readText(c, 4 * 1024));
    const now = api.clock.now().toISOString();
    const confirmed = await api.db.transaction(async (tx) => {
      const subscriber = await subscriberFor(tx, token, true);
      if (!subscriber) return false;
      if (subscriber.status === 'confirmed') return true;
      await tx.query(
        `UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = $2, updated_at = $2 WHERE email = $1`,
        [subscriber.email, now],
      );
      // Confirming is an explicit new opt-in, so it lifts an earlier unsubscribe.
      await tx.query('DELETE FROM suppressions WHERE email = $1', [subscriber.email]);
      const unsubscribeToken = randomBytes(32).toString('base64url');
      await tx.query('INSERT INTO unsubscribe_tokens (token_hash, email, created_at) VALUES ($1, $2, $3)', [
        sha256(unsubscribeToken),
        subscriber.email,
        now,
      ]);
      await bulkInsert(tx, 'mail_outbox', [
        mailJob('newsletter_welcome', subscriber.email, now, { payload: { unsubscribeToken }, marketing: true }).row,
      ]);
      return true;
    });
    if (confirmed) api.outbox?.wake();
    return c.redirect(confirmed ? newsletterConfirmedPath : invalidPath, 303);
  });

  return app;
}

/** The token from the confirm page's form, or from a JSON body `{ "token": … }`. */
async function confirmToken(contentType: string | undefined, read: () => Promise<string>): Promise<string> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  const text = await read();
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(text).get('token') ?? '';
  if (type === 'application/json') {
    try {
      const value = JSON.parse(text) as { token?: unknown };
      return typeof value?.token === 'string' ? value.token : '';
    } catch {
      throw validationError([{ path: '', message: 'The request body is not valid JSON.' }]);
    }
  }
  throw new ApiError(415, { error: 'unsupported_media_type', message: 'Send the token as a form or as JSON.' });
}
