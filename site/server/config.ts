import { resolve } from 'node:path';

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
export const defaultMaxConnections = 512;

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
  };
}
