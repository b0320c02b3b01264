/** Shared set-up for the API's tests. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { LeadFormName } from '../../src/forms/leadFormNames.ts';
import { leadFormSamples, type SampleBody, sampleBody, taggedAddress } from '../../src/forms/samples.ts';
import { createApi, securityHeaders } from '../app.ts';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { LeadKind } from '../leads.ts';
import { createLogger } from '../log.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { OutboxWorker } from '../outbox.ts';

export const notifyTo = 'leads@agency.test';
export const adminToken = 'test-admin-token-7f3a';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Tallowood Digital <hello@tallowood.digital>',
    leadsNotifyTo: notifyTo,
    siteUrl: 'https://site.test',
    adminToken,
    rateLimitPerMinute: 0,
    trustProxy: 0,
    outboxLeaseSeconds: 120,
    maxConnections: 0,
    logLevel: 'silent',
    webhooks: [],
    ...overrides,
  };
}

export const silentLogger = createLogger('silent');

const tables = [
  'leads',
  'newsletter_subscribers',
  'suppressions',
  'unsubscribe_tokens',
  'idempotency_keys',
  'unsubscribe_notices',
  'unsubscribe_digest_entries',
  'mail_outbox',
  'webhook_outbox',
];

export async function resetDatabase(db: Database): Promise<void> {
  await db.exec(`TRUNCATE ${tables.join(', ')}`);
}

export async function count(db: Database, table: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

/** The stored leads of the given kinds (every kind when none is given). */
export async function countLeads(db: Database, ...kinds: LeadKind[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM leads WHERE cardinality($1::text[]) = 0 OR kind = ANY($1::text[])',
    [kinds],
  );
  return rows[0]?.n ?? 0;
}

/** A stored lead as one record: its columns and, under their own names, the fields kept in its details. */
export async function storedLead(db: Database, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<Record<string, unknown> & { details: string }>(
    'SELECT id, kind, created_at, name, email, phone, message, details::text AS details FROM leads WHERE id = $1',
    [id],
  );
  if (!row) return undefined;
  const { details, ...columns } = row;
  return { ...columns, ...(JSON.parse(details) as Record<string, unknown>) };
}

/** Rows in every lead and mail table together: what a refused request must leave at 0. */
export async function storedRows(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT (${tables.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')})::int AS n`,
  );
  return rows[0]?.n ?? 0;
}

export interface TestApi {
  app: Hono;
  worker: OutboxWorker;
  /** Sends every due mail job now. */
  drain(): Promise<void>;
}

export function testApi(
  db: Database,
  options: { smtpUrl: string; config?: Partial<ServerConfig>; clock?: Clock; backoffMs?: number[] },
): TestApi {
  const config = testConfig(options.config);
  const worker = new OutboxWorker({
    db,
    mailer: smtpMailer(options.smtpUrl),
    clock: options.clock ?? { now: () => new Date() },
    logger: silentLogger,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
    ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
  });
  const api = createApi({ config, db, logger: silentLogger, ...(options.clock ? { clock: options.clock } : {}) });
  return {
    app: api.app as unknown as Hono,
    worker,
    async drain() {
      while ((await worker.runOnce()) > 0) {}
    },
  };
}

/** Every API answer, errors included, carries the security headers and a request id. */
export function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(response.headers.get('cache-control')).toBe('no-store');
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

/** Anything that answers `request()` like a Hono app. */
export interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export function post(
  app: Requester,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

let sequence = 0;

/** The form each lead endpoint stores, by its path. */
const formsByPath = {
  '/api/contact-submissions': 'home',
  '/api/inquiries': 'contact',
  '/api/demo-requests': 'demo',
  '/api/audit-requests': 'audit',
  '/api/job-applications': 'job-application',
} as const satisfies Record<string, LeadFormName>;

export type LeadPath = keyof typeof formsByPath;
export const leadPaths = Object.keys(formsByPath) as LeadPath[];

/** A valid body for each lead endpoint (its form's sample); each call a different person, by address. */
export const validBodies = Object.fromEntries(
  leadPaths.map((path) => {
    const form = formsByPath[path];
    return [path, () => sampleBody(form, { email: taggedAddress(leadFormSamples[form].email, ++sequence) })];
  }),
) as { [P in LeadPath]: () => SampleBody<(typeof formsByPath)[P]> };

/** Waits until `check` passes or the time runs out. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
