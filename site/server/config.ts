import { resolve } from 'node:path';
import { type LeadKind, leadKinds } from './leads.ts';

/** Server settings, read once from the environment (see the README's Configuration table). */
export interface ServerConfig {
  port: number;
  /** Folder for the embedded database and captured mail. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** SMTP connection URL; unset means mail is captured as `.eml` files in `dataDir/mail`. */
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** Where lead notifications go. */
  leadsNotifyTo: string;
  /** Public origin used for links in mail. */
  siteUrl: string;
  /** Bearer token for `/api/admin/*`; unset turns the admin endpoints off (404). */
  adminToken: string | undefined;
  /** Requests per client per endpoint family per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /**
   * Proxies in front that add `X-Forwarded-For` (0: none, the socket's address is the client's). With
   * `n`, the client is the `n`-th entry from the end, the one the outermost trusted proxy added.
   */
  trustProxy: number;
  /** How long a claimed mail stays reserved for one instance before another may retry it. */
  outboxLeaseSeconds: number;
  /** Open connections the server accepts at once; more are closed at once. 0: no cap. */
  maxConnections: number;
  /** `info` by default; `silent` for tests. */
  logLevel: string;
  /** Where each new lead is posted, signed (`LEAD_WEBHOOK_URL` and `LEAD_WEBHOOK_SECRET`, `LEAD_WEBHOOKS`). */
  webhooks: WebhookEndpoint[];
}

/** One receiver of lead webhooks. */
export interface WebhookEndpoint {
  /** An http(s) URL; the job names its endpoint by it. */
  url: string;
  /** The signing key: the bytes of the Standard Webhooks secret after `whsec_`. */
  key: Buffer;
  /** The lead kinds it is sent. */
  kinds: readonly LeadKind[];
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** `TRUST_PROXY`: a hop count, `true` for one, `false`/unset for none. */
function proxyHops(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (!/^\d{1,2}$/.test(value))
    throw new Error(`TRUST_PROXY must be a number of proxies (0 to 99) or true, got "${raw}"`);
  return Number(value);
}

/** Room for many visitors at once while a flood of stalled connections cannot take all the memory. */
const defaultMaxConnections = 512;

/** An endpoint's URL, checked: http or https, absolute, no user name or password (the secret signs instead). */
function webhookUrl(raw: unknown, name: string): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new Error(`${name} must be an http:// or https:// URL`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${name} must be an absolute http:// or https:// URL; it is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http:// or https:// URL, not ${url.protocol}`);
  if (url.username || url.password)
    throw new Error(`${name} must not carry a user name or password; the requests are signed instead`);
  return url.href;
}

/** Standard Webhooks secrets are 24 to 64 random bytes. */
const webhookKeyBytes = { min: 24, max: 64 };

/** The key of a Standard Webhooks secret (`whsec_` and base64); the error never repeats the secret. */
function webhookKey(raw: unknown, name: string): Buffer {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const encoded = value.startsWith('whsec_') ? value.slice('whsec_'.length) : undefined;
  if (encoded === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
    throw new Error(`${name} must be a Standard Webhooks secret: whsec_ followed by base64`);
  const key = Buffer.from(encoded, 'base64');
  if (key.length < webhookKeyBytes.min || key.length > webhookKeyBytes.max)
    throw new Error(
      `${name} must hold ${webhookKeyBytes.min} to ${webhookKeyBytes.max} bytes after whsec_, it holds ${key.length}`,
    );
  return key;
}

function webhookKinds(raw: unknown, name: string): readonly LeadKind[] {
  if (raw === undefined) return leadKinds;
  if (!Array.isArray(raw) || raw.length === 0)
    throw new Error(`${name} must be a non-empty list of lead kinds (${leadKinds.join(', ')})`);
  for (const kind of raw)
    if (!leadKinds.includes(kind as LeadKind))
      throw new Error(`${name} lists "${String(kind)}", which is not a lead kind (${leadKinds.join(', ')})`);
  return [...new Set(raw as LeadKind[])];
}

/**
 * The webhook endpoints: `LEAD_WEBHOOK_URL` with `LEAD_WEBHOOK_SECRET` (every kind of lead), and any listed in
 * `LEAD_WEBHOOKS` as JSON (`[{"url","secret","kinds"?}]`). One URL may appear once.
 */
function loadWebhooks(env: NodeJS.ProcessEnv): WebhookEndpoint[] {
  const endpoints: WebhookEndpoint[] = [];
  const url = nonEmpty(env.LEAD_WEBHOOK_URL);
  const secret = nonEmpty(env.LEAD_WEBHOOK_SECRET);
  if (url !== undefined || secret !== undefined) {
    if (url === undefined) throw new Error('LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not');
    if (secret === undefined) throw new Error('LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is not');
    endpoints.push({
      url: webhookUrl(url, 'LEAD_WEBHOOK_URL'),
      key: webhookKey(secret, 'LEAD_WEBHOOK_SECRET'),
      kinds: leadKinds,
    });
  }
  const list = nonEmpty(env.LEAD_WEBHOOKS);
  if (list !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(list);
    } catch {
      throw new Error('LEAD_WEBHOOKS must be JSON: [{"url":"https://…","secret":"whsec_…","kinds":["contact"]}]');
    }
    if (!Array.isArray(parsed))
      throw new Error('LEAD_WEBHOOKS must be a JSON list: [{"url":"https://…","secret":"whsec_…"}]');
    parsed.forEach((entry: unknown, index) => {
      const name = `LEAD_WEBHOOKS[${index}]`;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
        throw new Error(`${name} must be an object with url and secret`);
      const { url, secret, kinds, ...rest } = entry as Record<string, unknown>;
      const unknown = Object.keys(rest);
      if (unknown.length > 0) throw new Error(`${name} has unknown fields: ${unknown.join(', ')}`);
      endpoints.push({
        url: webhookUrl(url, `${name}.url`),
        key: webhookKey(secret, `${name}.secret`),
        kinds: webhookKinds(kinds, `${name}.kinds`),
      });
    });
  }
  const seen = new Set<string>();
  for (const endpoint of endpoints) {
    // Jobs name their endpoint by URL, so one URL must mean one secret.
    if (seen.has(endpoint.url))
      throw new Error(
        `LEAD_WEBHOOK_URL and LEAD_WEBHOOKS: the URL ${new URL(endpoint.url).origin}/… is configured twice`,
      );
    seen.add(endpoint.url);
  }
  return endpoints;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteUrl = nonEmpty(env.SITE_URL) ?? 'https://www.tallowood.digital';
  try {
    new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL, got "${siteUrl}"`);
  }
  return {
    port: integer(env, 'PORT', 3000, 65535),
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Tallowood Digital <hello@tallowood.digital>',
    leadsNotifyTo: nonEmpty(env.LEADS_NOTIFY_TO) ?? 'leads@tallowood.digital',
    siteUrl: siteUrl.replace(/\/+$/, ''),
    adminToken: nonEmpty(env.ADMIN_TOKEN),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 10, 1_000_000),
    trustProxy: proxyHops(env.TRUST_PROXY),
    outboxLeaseSeconds: integer(env, 'OUTBOX_LEASE_SECONDS', 120, 86_400),
    maxConnections: integer(env, 'MAX_CONNECTIONS', defaultMaxConnections, 1_000_000),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    webhooks: loadWebhooks(env),
  };
}
