import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { auditRequestSchema } from '../src/forms/audit-request.ts';
import { demoRequestSchema } from '../src/forms/demo-request.ts';
import { honeypotField } from '../src/forms/fields.ts';
import { homeContactSchema } from '../src/forms/home-contact.ts';
import { inquirySchema } from '../src/forms/inquiry.ts';
import { newsletterSchema } from '../src/forms/newsletter.ts';
import { unsubscribeSchema } from '../src/forms/unsubscribe.ts';
import { type Clock, systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { toCsv } from './csv.ts';
import type { Database, Queryable } from './db/database.ts';
import { appliedVersion, schemaVersion } from './db/migrations.ts';
import {
  ApiError,
  clientAddress,
  parseWith,
  RateLimiter,
  readJsonObject,
  readText,
  requestHash,
  securityHeaders,
  validationError,
} from './http.ts';
import {
  auditRequestRow,
  demoRequestRow,
  homeContactRow,
  inquiryRow,
  type LeadKind,
  type LeadRow,
  leadColumns,
  leadKinds,
  listLeads,
} from './leads.ts';
import { createLogger, errorFields, type Logger } from './log.ts';
import type { MailTemplate } from './outbox.ts';
import { outboxStats } from './outbox.ts';
import { type BulkRow, bulkInsert, Store, type WriteOutcome, type WriteRequest } from './store.ts';

/** What the API is built from; tests pass their own. */
export interface AppDeps {
  config: ServerConfig;
  db: Database;
  clock?: Clock;
  logger?: Logger;
  /** Told after each commit that may have queued mail (the outbox worker). */
  outbox?: { wake(): void };
}

export interface Api {
  app: Hono<ApiEnv>;
  /** Resolves when every accepted write has been committed. */
  idle(): Promise<void>;
}

type ApiEnv = { Variables: { requestId: string } };

const securityHeaderEntries = Object.entries(securityHeaders);

/** Paths and their methods, for 405 answers. */
const routes: Record<string, string[]> = {
  '/api/health': ['GET'],
  '/api/ready': ['GET'],
  '/api/contact-submissions': ['POST'],
  '/api/inquiries': ['POST'],
  '/api/demo-requests': ['POST'],
  '/api/audit-requests': ['POST'],
  '/api/newsletter': ['POST'],
  '/api/newsletter/confirm': ['GET'],
  '/api/unsubscribe': ['POST'],
  '/api/unsubscribe/one-click': ['POST'],
  '/api/admin/leads': ['GET'],
};

const newsletterTokenTtlMs = 7 * 24 * 3_600_000;
export const newsletterConfirmedPath = '/newsletter/confirmed';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The lead API, mounted under `/api`. */
export function createApp(deps: AppDeps): Hono<ApiEnv> {
  return createApi(deps).app;
}

export function createApi(deps: AppDeps): Api {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const store = new Store(db, () => clock.now());
  if (deps.outbox) {
    const outbox = deps.outbox;
    store.onCommit(() => outbox.wake());
  }
  const limiter = new RateLimiter(config.rateLimitPerMinute, () => clock.now().getTime());
  const app = new Hono<ApiEnv>();

  app.use('/api/*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    // Set before the handler runs, so every answer (errors and redirects too) carries them.
    for (const [name, value] of securityHeaderEntries) c.header(name, value);
    c.header('X-Request-Id', requestId);
    await next();
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    const requestId = c.get('requestId') ?? randomUUID();
    logger.error({ reqId: requestId, path: c.req.path, err: errorFields(error) }, 'request failed');
    return c.json({ error: 'internal', requestId }, 500);
  });

  function limit(c: Context, family: string) {
    const wait = limiter.take(`${family}\u0000${clientAddress(c, config.trustProxy)}`);
    if (wait > 0)
      throw new ApiError(
        429,
        { error: 'rate_limited', message: `Too many requests. Please try again in ${wait} seconds.` },
        { 'Retry-After': String(wait) },
      );
  }

  function idempotencyKey(c: Context): string | undefined {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return undefined;
    if (!/^[\x21-\x7e]{1,255}$/.test(key))
      throw validationError([
        { path: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.' },
      ]);
    return key;
  }

  function honeypotFilled(body: Record<string, unknown>): boolean {
    const value = body[honeypotField];
    return value !== undefined && value !== null && value !== '';
  }

  function respond(c: Context, outcome: WriteOutcome, status: 200 | 201 | 202, body: unknown) {
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

  function mailJob(
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
      },
    };
  }

  function leadEndpoint<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    toRow: (id: string, createdAt: string, form: v.InferOutput<TSchema>) => LeadRow,
  ) {
    app.post(path, async (c) => {
      limit(c, path);
      const body = await readJsonObject(c);
      const key = idempotencyKey(c);
      if (honeypotFilled(body)) return c.json({ id: randomUUID() }, 201);
      const form = parseWith(schema, body);
      const id = randomUUID();
      const now = clock.now().toISOString();
      const lead = toRow(id, now, form);
      const email = lead.row.email as string;
      const outcome = await store.write({
        ...(key
          ? { idempotency: { scope: path, key, requestHash: requestHash(body), status: 201, body: { id } } }
          : {}),
        rows: [
          { table: lead.table, row: lead.row },
          mailJob('lead_notification', config.leadsNotifyTo, now, { leadKind: lead.kind, refId: id }),
          mailJob('lead_acknowledgement', email, now, { leadKind: lead.kind, refId: id }),
        ],
      });
      return respond(c, outcome, 201, { id });
    });
  }

  app.get('/api/health', (c) => c.json({ status: 'ok' }));

  app.get('/api/ready', async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer within 2 s')), 2_000);
    });
    try {
      const version = await Promise.race([appliedVersion(db), timeout]);
      if (version < schemaVersion)
        return c.json(
          { status: 'unavailable', reason: 'database schema is not migrated', schemaVersion: version },
          503,
        );
      const outbox = await Promise.race([outboxStats(db), timeout]);
      return c.json({ status: 'ready', database: db.engine, schemaVersion: version, outbox });
    } catch (error) {
      logger.warn({ reqId: c.get('requestId'), err: errorFields(error) }, 'ready: database unavailable');
      return c.json({ status: 'unavailable', reason: 'database unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });

  leadEndpoint('/api/contact-submissions', homeContactSchema, homeContactRow);
  leadEndpoint('/api/inquiries', inquirySchema, inquiryRow);
  leadEndpoint('/api/demo-requests', demoRequestSchema, demoRequestRow);
  leadEndpoint('/api/audit-requests', auditRequestSchema, auditRequestRow);

  app.post('/api/newsletter', async (c) => {
    limit(c, '/api/newsletter');
    const body = await readJsonObject(c);
    const key = idempotencyKey(c);
    const answer = { accepted: true };
    if (honeypotFilled(body)) return c.json(answer, 202);
    const email = parseWith(newsletterSchema, body).email.toLowerCase();
    const nowDate = clock.now();
    const now = nowDate.toISOString();
    const token = randomBytes(32).toString('base64url');
    const outcome = await store.write({
      ...(key
        ? { idempotency: { scope: '/api/newsletter', key, requestHash: requestHash(body), status: 202, body: answer } }
        : {}),
      rows: [],
      apply: async (tx) => {
        const existing = await tx.query<{ status: string; suppressed: boolean }>(
          `SELECT status, EXISTS (SELECT 1 FROM suppressions WHERE email = $1) AS suppressed
           FROM newsletter_subscribers WHERE email = $1 FOR UPDATE`,
          [email],
        );
        const current = existing[0];
        // Already confirmed and still wanted: nothing to confirm, and no mail to a third party's address.
        if (current?.status === 'confirmed' && !current.suppressed) return;
        await tx.query(
          `INSERT INTO newsletter_subscribers (email, status, confirm_token_hash, token_expires_at, created_at, updated_at)
           VALUES ($1, 'pending', $2, $3, $4, $4)
           ON CONFLICT (email) DO UPDATE SET status = 'pending', confirm_token_hash = EXCLUDED.confirm_token_hash,
             token_expires_at = EXCLUDED.token_expires_at, updated_at = EXCLUDED.updated_at`,
          [email, sha256(token), new Date(nowDate.getTime() + newsletterTokenTtlMs).toISOString(), now],
        );
        await bulkInsert(tx, 'mail_outbox', [
          mailJob('newsletter_confirmation', email, now, { payload: { token } }).row,
        ]);
      },
    });
    return respond(c, outcome, 202, answer);
  });

  app.get('/api/newsletter/confirm', async (c) => {
    limit(c, '/api/newsletter/confirm');
    const token = c.req.query('token') ?? '';
    const now = clock.now().toISOString();
    const confirmed =
      /^[A-Za-z0-9_-]{20,100}$/.test(token) &&
      (await db.transaction(async (tx) => {
        const rows = await tx.query<{ email: string; status: string }>(
          `SELECT email, status FROM newsletter_subscribers
           WHERE confirm_token_hash = $1 AND token_expires_at >= $2 FOR UPDATE`,
          [sha256(token), now],
        );
        const subscriber = rows[0];
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
      }));
    if (confirmed) deps.outbox?.wake();
    return c.redirect(confirmed ? newsletterConfirmedPath : `${newsletterConfirmedPath}?status=invalid`, 303);
  });

  function unsubscribeWrite(email: string, via: string): WriteRequest['apply'] {
    return async (tx: Queryable) => {
      const now = clock.now().toISOString();
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
      // The agency hears once per address; repeats change nothing for them.
      if (added.length > 0)
        await bulkInsert(tx, 'mail_outbox', [
          mailJob('unsubscribe_notice', config.leadsNotifyTo, now, { payload: { email, via } }).row,
        ]);
    };
  }

  app.post('/api/unsubscribe', async (c) => {
    limit(c, '/api/unsubscribe');
    const body = await readJsonObject(c);
    const key = idempotencyKey(c);
    const answer = { unsubscribed: true };
    if (honeypotFilled(body)) return c.json(answer, 200);
    const email = parseWith(unsubscribeSchema, body).email.toLowerCase();
    const outcome = await store.write({
      ...(key
        ? { idempotency: { scope: '/api/unsubscribe', key, requestHash: requestHash(body), status: 200, body: answer } }
        : {}),
      rows: [],
      apply: unsubscribeWrite(email, 'unsubscribe form'),
    });
    return respond(c, outcome, 200, answer);
  });

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form.
  app.post('/api/unsubscribe/one-click', async (c) => {
    limit(c, '/api/unsubscribe');
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
      ? await db.query<{ email: string }>('SELECT email FROM unsubscribe_tokens WHERE token_hash = $1', [sha256(token)])
      : [];
    const email = rows[0]?.email;
    if (!email) throw validationError([{ path: 'token', message: 'This unsubscribe link is not valid.' }]);
    await store.write({ rows: [], apply: unsubscribeWrite(email, 'one-click link in an e-mail') });
    return c.json({ unsubscribed: true }, 200);
  });

  const adminQuery = v.strictObject(
    {
      kind: v.optional(v.picklist(leadKinds, `kind must be one of: ${leadKinds.join(', ')}.`)),
      since: v.optional(
        v.pipe(
          v.string(),
          v.check((value) => !Number.isNaN(Date.parse(value)), 'since must be a date, like 2026-01-31 or an ISO time.'),
          v.transform((value) => new Date(value)),
        ),
      ),
      format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv.'), 'json'),
    },
    (issue) => `Unknown parameter "${String(issue.path?.[0]?.key ?? '')}".`,
  );

  app.get('/api/admin/leads', async (c) => {
    if (!config.adminToken) throw new ApiError(404, { error: 'not_found' });
    limit(c, '/api/admin');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const expected = createHash('sha256').update(config.adminToken).digest();
    if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected))
      throw new ApiError(401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer realm="leads"' });
    // `?kind=&since=` (the contract's own form) means no filter, so a blank known parameter counts as absent.
    const parameters = Object.entries(c.req.query()).filter(
      ([name, value]) => !(name in adminQuery.entries && value.trim() === ''),
    );
    const query = parseWith(adminQuery, Object.fromEntries(parameters));
    const leads = await listLeads(db, {
      ...(query.kind ? { kinds: [query.kind] } : {}),
      ...(query.since ? { since: query.since } : {}),
    });
    if (query.format === 'csv') {
      const day = clock.now().toISOString().slice(0, 10);
      return c.body(toCsv(leadColumns, leads as unknown as Record<string, unknown>[]), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      });
    }
    return c.json({ count: leads.length, leads });
  });

  app.all('/api/*', (c) => {
    const allowed = routes[c.req.path];
    if (allowed) return c.json({ error: 'method_not_allowed' }, 405, { Allow: allowed.join(', ') });
    return c.json({ error: 'not_found' }, 404);
  });

  return { app, idle: () => store.idle() };
}
