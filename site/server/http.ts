/** Request plumbing shared by the API's routes: errors, JSON bodies, rate limits. */
import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import * as v from 'valibot';

export interface Issue {
  path: string;
  message: string;
}

/** An answer other than success; `app.onError` turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 405 | 413 | 415 | 422 | 429 | 503,
    readonly body: { error: string; issues?: Issue[] } & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.error);
  }
}

export const validationError = (issues: Issue[]) => new ApiError(400, { error: 'validation', issues });

export const maxBodyBytes = 32 * 1024;

/** Seconds a client should wait before retrying while the database is unavailable. */
export const unavailableRetryAfter = 3;

/** The POST body as a JSON object, refusing other media types, oversized bodies and bad JSON. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new ApiError(415, { error: 'unsupported_media_type', message: 'Send the form as application/json.' });
  const text = await readText(c, maxBodyBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationError([{ path: '', message: 'The request body is not valid JSON.' }]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw validationError([{ path: '', message: 'Please send the form as a JSON object.' }]);
  const broken = brokenTextPath(value);
  if (broken !== undefined)
    throw validationError([{ path: broken, message: 'This field holds characters that are not valid text.' }]);
  return value as Record<string, unknown>;
}

// A lone UTF-16 surrogate (`"\ud800"` in JSON) is no character at all: it cannot be stored as text,
// mailed or exported, so it is refused where it arrives.
const loneSurrogate = /\p{Cs}/u;

/** The path of the first key or string in `value` holding a lone surrogate, if any. */
function brokenTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return loneSurrogate.test(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (loneSurrogate.test(key)) return [...path, '?'].join('.');
    const found = brokenTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The body as UTF-8 text, reading no more than `limit` bytes. */
export async function readText(c: Context, limit: number): Promise<string> {
  const tooLarge = () =>
    new ApiError(413, { error: 'too_large', message: `The request body must be at most ${limit / 1024} KB.` });
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared)) {
    if (Number(declared) > limit) throw tooLarge();
    // Node's parser stops at Content-Length, so the whole body can be read at once (without web streams).
    return decodeUtf8(new Uint8Array(await c.req.raw.arrayBuffer()));
  }
  const body = c.req.raw.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return decodeUtf8(Buffer.concat(chunks));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw validationError([{ path: '', message: 'The request body is not valid UTF-8.' }]);
  }
}

/** A failed parse's problems in plain words: one message per field, the first rule it broke. */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  const seen = new Set<string>();
  const listed: Issue[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    listed.push({ path, message: issue.message });
  }
  return listed;
}

/** Validates with the form's own schema; on failure, a 400 listing every problem in plain words. */
export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw validationError(issuesOf(result.issues));
}

/** A stable digest of a JSON value (object keys sorted), to tell a retry from a different request. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The `hops`-th entry from the end of a comma-separated forwarding header: the one the outermost of
 * `hops` trusted proxies wrote. Entries further left were written by the client and prove nothing.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (!header || hops <= 0) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const entry = entries[Math.max(0, entries.length - hops)];
  return entry === '' ? undefined : entry;
}

/** The caller's address: the socket's, or the one the trusted proxies put in `X-Forwarded-For`. */
export function clientAddress(c: Context, trustProxy: number): string {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Who a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber
 * usually holds a whole /64, so counting single addresses would let them rotate freely).
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = bare.includes('::') && tail !== '' ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) takes two groups' room.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const groups = bare.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Per client, per endpoint family: a bucket of `perMinute` requests that refills continuously.
 * Kept in memory; each instance behind a load balancer counts on its own.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();
  private lastSweep = 0;

  /** `perMinute` requests per `windowMs` (a minute unless given), refilled evenly. */
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** 0 when the request may go ahead, otherwise the seconds to wait. */
  take(key: string): number {
    if (this.perMinute <= 0) return 0;
    const now = this.now();
    const ratePerMs = this.perMinute / this.windowMs;
    this.sweep(now, ratePerMs);
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, updated: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.updated) * ratePerMs);
    bucket.updated = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000));
  }

  private sweep(now: number, ratePerMs: number) {
    if (now - this.lastSweep < Math.min(60_000, this.windowMs)) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + (now - bucket.updated) * ratePerMs >= this.perMinute) this.buckets.delete(key);
  }
}
