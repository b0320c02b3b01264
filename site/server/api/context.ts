/** What every area of the API is built from, and the helpers they share. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { honeypotField } from '../../src/forms/fields.ts';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError, clientAddress, type RateLimiter, rateLimitKey, validationError } from '../http.ts';
import type { LeadKind } from '../leads.ts';
import type { Logger } from '../log.ts';
import { isCapped, normalisedAddress } from '../mail/recipients.ts';
import type { MailTemplate } from '../outbox.ts';
import type { BulkRow, Store, WriteOutcome } from '../store.ts';

export type ApiEnv = { Variables: { requestId: string } };

export interface ApiContext {
  config: ServerConfig;
  db: Database;
  store: Store;
  clock: Clock;
  logger: Logger;
  limiter: RateLimiter;
  /** Longer allowances for some endpoint families, on top of `limiter` (the unsubscribe form's per hour). */
  familyLimiters?: Record<string, RateLimiter>;
  /** Told after a commit that queued mail outside the store (the outbox worker). */
  outbox?: { wake(): void };
  /** Throws a `StorageError` when DATA_DIR cannot take a synced write (ready check). */
  checkStorage?: () => void;
  /** True once the server is shutting down (ready answers 503). */
  stopping: () => boolean;
}

/** What a form's endpoint answers once its values are checked and stored (or replayed). */
interface Submitted {
  outcome: WriteOutcome;
  status: 200 | 201 | 202;
  answer: object;
}

/**
 * Checks a form's body with the endpoint's schema and stores it; throws `ApiError` for values it refuses.
 * `key` is the submission's idempotency key, if it has one.
 */
export type Submission = (body: Record<string, unknown>, key: string | undefined) => Promise<Submitted>;

/** Refuses the request with 429 once this client has used its allowance for the endpoint family. */
export function limit(api: ApiContext, c: Context, family: string): void {
  const key = `${family}\u0000${rateLimitKey(clientAddress(c, api.config.trustProxy))}`;
  const wait = Math.max(api.limiter.take(key), api.familyLimiters?.[family]?.take(key) ?? 0);
  if (wait > 0)
    throw new ApiError(
      429,
      { error: 'rate_limited', message: `Too many requests. Please try again in ${wait} seconds.` },
      { 'Retry-After': String(wait) },
    );
}

export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw validationError([
      { path: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.' },
    ]);
  return key;
}

export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[honeypotField];
  return value !== undefined && value !== null && value !== '';
}

/** The answer for a write: the stored one for a replayed key, 422 for a reused one, else `body`. */
export function respond(c: Context, outcome: WriteOutcome, status: 200 | 201 | 202, body: unknown) {
  if (outcome.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body as object, outcome.status as 200);
  }
  if (outcome.kind === 'key_reused')
    return c.json(
      {
        error: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for a different request.',
      },
      422,
    );
  return c.json(body as object, status);
}

/** A row for `mail_outbox`, due now. */
export function mailJob(
  template: MailTemplate,
  recipient: string,
  now: string,
  extra: { leadKind?: LeadKind; refId?: string; payload?: object; marketing?: boolean } = {},
): { table: 'mail_outbox'; row: BulkRow } {
  return {
    table: 'mail_outbox',
    row: {
      id: randomUUID(),
      created_at: now,
      template,
      lead_kind: extra.leadKind ?? null,
      ref_id: extra.refId ?? null,
      recipient,
      marketing: extra.marketing ?? false,
      payload: extra.payload ? JSON.stringify(extra.payload) : null,
      next_attempt_at: now,
      recipient_key: isCapped(template) ? normalisedAddress(recipient) : null,
    },
  };
}
