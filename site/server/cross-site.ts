/**
 * Writes from other sites are refused (cross-site request forgery): a page elsewhere must not make a visitor's
 * browser post a lead, a subscription or an unsubscribe here. Browsers say where a request comes from in
 * `Sec-Fetch-Site`; older ones only in `Origin`. A request with neither comes from no browser that could be
 * tricked (old browsers, curl, servers), so it is let through.
 */
import type { Context } from 'hono';
import { forwardedEntry } from './http.ts';

export interface OriginOptions {
  /** Proxies in front whose `X-Forwarded-Proto` counts (see `TRUST_PROXY`). */
  trustProxy: number;
  /** The site's public address (`SITE_URL`): a post from it is from this site too. */
  siteUrl?: string;
}

/** The origin this request was sent to, as the browser saw it: its scheme (as the trusted proxy says) and Host. */
function ownOrigin(c: Context, trustProxy: number): string | undefined {
  const url = new URL(c.req.url);
  const scheme =
    forwardedEntry(c.req.header('x-forwarded-proto'), trustProxy)?.toLowerCase() ?? url.protocol.slice(0, -1);
  const host = c.req.header('host') ?? url.host;
  return originOf(`${scheme}://${host}`);
}

function originOf(address: string): string | undefined {
  try {
    const origin = new URL(address).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * True when a browser says this request comes from another site: `Sec-Fetch-Site` other than `same-origin` or
 * `none` (an address the visitor typed), or, without it, an `Origin` other than this site's (`null` included).
 */
export function isCrossSite(c: Context, options: OriginOptions): boolean {
  const site = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = c.req.header('origin')?.trim();
  if (origin === undefined) return false;
  const from = originOf(origin);
  if (from === undefined) return true;
  if (from === ownOrigin(c, options.trustProxy)) return false;
  return !(options.siteUrl && from === originOf(options.siteUrl));
}
