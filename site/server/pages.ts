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
    return c.html(html, result.status as 200 | 404, {
      'Cache-Control': result.status === 200 ? 'no-cache' : 'no-store',
    });
  };
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

/** The Content-Security-Policy for pages: no inline script but the hashed theme script. */
export function contentSecurityPolicy({ template, analytics }: PageSecurityOptions): string {
  const tagHost = analytics ? ' https://www.googletagmanager.com' : '';
  const collectHosts = analytics ? ' https://*.google-analytics.com https://*.analytics.google.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(template).join(' ')}${tagHost}`,
    // React sets a few style attributes; no script can run through them.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${collectHosts}`,
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
