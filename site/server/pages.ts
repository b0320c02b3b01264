import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { RenderResult } from '../src/entry-server.tsx';
import type { StaticFiles } from './static.ts';

export interface PageRenderer {
  render(url: string): Promise<RenderResult>;
  fillTemplate(template: string, result: RenderResult): string;
}

/**
 * Serves pages: prerendered files and assets straight from the build, anything else rendered on
 * request (dynamic routes, and the not-found page with HTTP 404).
 */
export function pageHandler(options: {
  files?: StaticFiles;
  template: () => Promise<string>;
  renderer: () => Promise<PageRenderer>;
}) {
  return async (c: Context) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return c.redirect(`${url.pathname.replace(/\/+$/, '')}${url.search}`, 301);
    }
    const file = options.files?.respond(c.req.raw, url.pathname);
    if (file) return file;
    const renderer = await options.renderer();
    const result = await renderer.render(`${url.pathname}${url.search}`);
    const html = renderer.fillTemplate(await options.template(), result);
    const headers = { 'Cache-Control': result.status === 200 ? 'no-cache' : 'no-store', ETag: strongEtag(html) };
    // Conditional requests only apply to a success (RFC 9110 §13.2.1); a 404 is always sent in full.
    if (result.status === 200 && etagMatches(c.req.header('if-none-match'), headers.ETag)) {
      return c.body(null, 304, headers);
    }
    return c.html(html, result.status as 200 | 404, headers);
  };
}

/** A strong validator for a rendered body: the same bytes, the same tag. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `If-None-Match` against an ETag: `*`, or any listed tag by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** `'sha256-…'` sources for every inline script of the page template (the theme script). */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

export interface PageSecurityOptions {
  /** The prepared page template, whose inline scripts the policy allows by hash. */
  template: string;
  /** An analytics tag is configured: allow its host. */
  analytics?: boolean;
  /** Trust `X-Forwarded-Proto` from a proxy in front. */
  trustProxy?: boolean;
}

/**
 * The analytics id pages are served for: the one the build embedded in the browser bundle (`business.analyticsId`,
 * read at build time), so the policy allows exactly the tag the pages load. `ANALYTICS_ID` at run time must
 * match it: a different value means the server would allow one tag while the pages load another, or none.
 */
export function servedAnalyticsId(built: string, atRunTime: string | undefined): string {
  const runtime = atRunTime?.trim() ?? '';
  if (runtime && runtime !== built) {
    throw new Error(
      `ANALYTICS_ID is "${runtime}" at run time but the build embedded ${built ? `"${built}"` : 'none'}: build again with the same ANALYTICS_ID`,
    );
  }
  return built;
}

/** The Content-Security-Policy for pages: no inline script but the hashed theme script. */
export function contentSecurityPolicy({ template, analytics }: PageSecurityOptions): string {
  // Google's hosts for the gtag.js tag (script) and what it sends (beacons as requests and images).
  const tagHost = analytics ? ' https://*.googletagmanager.com' : '';
  const collectHosts = analytics
    ? ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'
    : '';
  const imageHosts = analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(template).join(' ')}${tagHost}`,
    // React sets a few style attributes; no script can run through them.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${imageHosts}`,
    "font-src 'self'",
    `connect-src 'self'${collectHosts}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers for every page and asset response. */
export function pageSecurityHeaders(options: PageSecurityOptions): MiddlewareHandler {
  const policy = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const forwarded = options.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    const https = new URL(c.req.url).protocol === 'https:' || forwarded === 'https';
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
