import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { RenderResult } from '../src/entry-server.tsx';
import { formNameField, isLeadFormName, type PostedFormState, sentParameter } from '../src/forms/leadFormNames.ts';
import { redirectFor } from '../src/routes/redirects.ts';
import {
  addressLimitedPage,
  busyPage,
  crossSitePage,
  formLimitedPage,
  formUnavailablePage,
  pagesLimitedPage,
  refusedPage,
} from './answer-pages.ts';
import type { FormPostResult } from './api/html-forms.ts';
import { clientAddress, forwardedEntry, rateLimitKey } from './http.ts';
import { logQuietly } from './outer-app.ts';
import { defaultRenderLimits, RenderGate, type RenderLimits } from './render-gate.ts';
import type { StaticFiles } from './static.ts';

export interface PageRenderer {
  render(url: string, posted?: PostedFormState): Promise<RenderResult>;
  fillTemplate(template: string, result: RenderResult): string;
}

/** The prerendered not-found page, served with status 404 for every unknown path. */
export const notFoundFile = '/404.html';

/**
 * The path with runs of slashes collapsed and no trailing slash. A redirect built from it can only
 * point at this site: `//evil.example/` would be read by a browser as another host.
 */
export function normalisePath(pathname: string): string {
  const collapsed = pathname.replace(/[/\\]+/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : '/';
}

/** Query parameters no page reads (campaign tags): a prerendered page is served whatever they say. */
const trackingParameter = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl|ref)$/i;

function onlyTracking(search: URLSearchParams): boolean {
  for (const name of search.keys()) if (!trackingParameter.test(name)) return false;
  return true;
}

/** A page's HTML and, once a client has asked for it, its compressed body per encoding. */
interface HtmlBody {
  html: string;
  encoded?: Partial<Record<'br' | 'gzip', Uint8Array<ArrayBuffer>>>;
}

interface RenderedPage extends HtmlBody {
  status: number;
  etag: string;
}

export interface PageHandlerOptions {
  /** The client build with its prerendered pages; without it (development) every page renders on request. */
  files?: StaticFiles;
  /** Paths of the route table: one without a prerendered file renders on request, any other path is unknown. */
  routePaths?: readonly string[];
  template: () => Promise<string>;
  renderer: () => Promise<PageRenderer>;
  /** Budget for pages rendered on request. */
  limits?: Partial<RenderLimits>;
  /** Proxies in front that add `X-Forwarded-For` (see `TRUST_PROXY`). */
  trustProxy?: number;
}

/** The address of each sent view the build's pages lead to: every lead form a prerendered page carries. */
export function sentViewUrls(files: StaticFiles): string[] {
  const field = new RegExp(`<input\\b(?=[^>]*\\sname="${formNameField}")[^>]*\\svalue="([^"]*)"`, 'g');
  const urls = new Set<string>();
  for (const { path, html } of files.pages())
    for (const [, form] of html.matchAll(field)) if (isLeadFormName(form)) urls.add(`${path}?${sentParameter}=${form}`);
  return [...urls];
}

/**
 * Serves pages: redirects first (permanent ones from the site's table, and normalised paths), then
 * prerendered files and assets from memory, the prerendered not-found page for unknown paths, and
 * anything else (site search, a page opened with a query) rendered on request within a budget.
 */
export function pageHandler(options: PageHandlerOptions) {
  const gate = new RenderGate<RenderedPage>({ ...defaultRenderLimits, ...options.limits });
  const routePaths = options.routePaths ? new Set(options.routePaths) : undefined;
  const renderPage = async (url: string): Promise<RenderedPage> => {
    const renderer = await options.renderer();
    const result = await renderer.render(url);
    const html = renderer.fillTemplate(await options.template(), result);
    return { status: result.status, html, etag: strongEtag(html) };
  };
  // A visitor whose lead was stored is sent to its form's sent view: each is rendered once at start and kept
  // outside the render budget, so a flood of searches can neither crowd it out nor push it from the cache.
  const sentViews = new Map<string, Promise<RenderedPage | undefined>>();
  if (options.files)
    for (const url of sentViewUrls(options.files))
      sentViews.set(
        url,
        // One that fails to render is left to the budget like any other page.
        renderPage(url).catch(() => undefined),
      );

  return async (c: Context) => {
    const url = new URL(c.req.url);
    const path = normalisePath(url.pathname);
    const moved = redirectFor(path);
    if (moved) return c.redirect(`${moved}${url.search}`, 308);
    if (path !== url.pathname) return c.redirect(`${path}${url.search}`, 301);

    const files = options.files;
    if (files) {
      const file = path === notFoundFile ? undefined : files.lookup(path);
      if (file && !file.type.startsWith('text/html')) {
        logQuietly(c);
        return files.respond(c.req.raw, path) as Response;
      }
      if (file && onlyTracking(url.searchParams)) return files.respond(c.req.raw, path) as Response;
      const known = file !== undefined || routePaths?.has(path);
      const notFound = files.lookup(notFoundFile);
      if (!known && notFound) return files.respond(c.req.raw, notFoundFile, 404) as Response;
    }

    const sentView = await sentViews.get(`${path}${url.search}`);
    if (sentView) return answerPage(c, sentView);

    const client = rateLimitKey(clientAddress(c, options.trustProxy ?? 0));
    const outcome = await gate.get(`${path}${url.search}`, client, () => renderPage(`${path}${url.search}`));
    if (outcome.kind !== 'page') {
      const limited = outcome.kind === 'limited';
      return c.html(limited ? pagesLimitedPage : busyPage, limited ? 429 : 503, {
        'Retry-After': String(outcome.retryAfter),
        'Cache-Control': 'no-store',
      });
    }
    return answerPage(c, outcome.page);
  };
}

function answerPage(c: Context, page: RenderedPage): Response {
  const headers = { 'Cache-Control': page.status === 200 ? 'no-cache' : 'no-store', ETag: page.etag };
  // Conditional requests only apply to a success (RFC 9110 §13.2.1); a 404 is always sent in full.
  if (page.status === 200 && etagMatches(c.req.header('if-none-match'), page.etag)) {
    return c.body(null, 304, headers);
  }
  return renderedHtml(c, page, page.status, headers);
}

/** A page rendered on request as brotli: at a quick level, since it is compressed at request time. */
export const onRequestBrotli = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });

const compressors = {
  br: onRequestBrotli,
  gzip: (html: string) => gzipSync(html, { level: 6 }),
};

/**
 * A page rendered on request, compressed as the prerendered ones are (brotli, else gzip) so it fits the same first
 * round trips: at a quick level, since it is compressed at request time, and once per encoding for a page the
 * render cache keeps.
 */
function renderedHtml(c: Context, body: HtmlBody, status: number, headers: Record<string, string>): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const all = { ...headers, 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' };
  if (!encoding) return new Response(body.html, { status, headers: all });
  body.encoded ??= {};
  const bytes = body.encoded[encoding] ?? new Uint8Array(compressors[encoding](body.html));
  body.encoded[encoding] = bytes;
  return new Response(bytes, { status, headers: { ...all, 'Content-Encoding': encoding } });
}

export interface FormPostHandlerOptions {
  /** Takes the post (the lead API's `submitForm`). */
  submit: (c: Context, path: string) => Promise<FormPostResult>;
  /** Paths of the route table: a post to any other path answers 404. */
  routePaths?: readonly string[];
  template: () => Promise<string>;
  renderer: () => Promise<PageRenderer>;
}

/**
 * Lead forms posted as HTML to the page they are on: a stored lead answers `303 See Other` to the sent view (so
 * a reload or the back button never posts again), one with problems re-renders the page with them and the values
 * as typed. A post from another site, over the client's allowance or that the database cannot take gets a
 * constant page: the answers a flood is made of cost no render. Nothing of it is cached or put in a URL.
 */
export function formPostHandler(options: FormPostHandlerOptions) {
  const routePaths = options.routePaths ? new Set(options.routePaths) : undefined;
  return async (c: Context) => {
    const path = normalisePath(new URL(c.req.url).pathname);
    const noStore = { 'Cache-Control': 'no-store' };
    if (routePaths && !routePaths.has(path))
      return c.html(refusedPage('There is no form at this address.'), 404, noStore);
    const result = await options.submit(c, path);
    if (result.kind === 'sent') {
      c.header('Cache-Control', 'no-store');
      return c.redirect(result.location, 303);
    }
    if (result.kind === 'refused') return c.html(refusedPage(result.message), result.status, noStore);
    if (result.kind === 'cross_site') return c.html(crossSitePage, 403, noStore);
    if (result.kind === 'limited')
      return c.html(result.over === 'client' ? formLimitedPage : addressLimitedPage, 429, {
        ...noStore,
        'Retry-After': result.retryAfter,
      });
    if (result.kind === 'unavailable')
      return c.html(formUnavailablePage, 503, { ...noStore, 'Retry-After': result.retryAfter });
    const renderer = await options.renderer();
    const rendered = await renderer.render(path, result.state);
    const html = renderer.fillTemplate(await options.template(), rendered);
    return renderedHtml(c, { html }, result.status, noStore);
  };
}

/** A strong validator for a rendered body: the same bytes, the same tag. */
function strongEtag(body: string): string {
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
function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** An embedded booking calendar: the hosts its widget loads from and frames. */
export interface CalendarHosts {
  /** Paths of the pages that embed it; no other page lets its hosts in. */
  pages: readonly string[];
  /** The widget's script and stylesheet, e.g. `https://assets.calendly.com/…/widget.js`. */
  widget: readonly string[];
  /** The booking page the widget frames. */
  frame: string;
}

export interface PageSecurityOptions {
  /** The prepared page template, whose inline scripts the policy allows by hash. */
  template: string;
  /** An analytics tag is configured: allow its host. */
  analytics?: boolean;
  /** A booking calendar is configured: allow its hosts on its pages. */
  calendar?: CalendarHosts;
  /** Proxies in front whose `X-Forwarded-Proto` counts (see `TRUST_PROXY`). */
  trustProxy?: number;
}

/**
 * The analytics id pages are served for: the one the build embedded in the browser bundle (`analyticsId` of `site/src/config/site.ts`,
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

function origins(urls: readonly string[]): string {
  return [...new Set(urls.map((url) => new URL(url).origin))].map((origin) => ` ${origin}`).join('');
}

/**
 * The Content-Security-Policy for pages: no inline script but the hashed theme script. `calendar` adds the
 * booking calendar's hosts (for the pages that embed it only).
 */
export function contentSecurityPolicy(
  { template, analytics }: PageSecurityOptions,
  calendar?: Omit<CalendarHosts, 'pages'>,
): string {
  // Google's hosts for the gtag.js tag (script) and what it sends (beacons as requests and images).
  const tagHost = analytics ? ' https://*.googletagmanager.com' : '';
  const collectHosts = analytics
    ? ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'
    : '';
  const imageHosts = analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : '';
  const widgetHosts = calendar ? origins(calendar.widget) : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(template).join(' ')}${tagHost}${widgetHosts}`,
    // React sets a few style attributes; no script can run through them.
    `style-src 'self' 'unsafe-inline'${widgetHosts}`,
    ...(calendar ? [`frame-src${origins([calendar.frame])}`] : []),
    `img-src 'self' data:${imageHosts}`,
    "font-src 'self'",
    `connect-src 'self'${collectHosts}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The security headers of pages and assets, beyond those the outer app gives every answer. */
export function pageSecurityHeaders(options: PageSecurityOptions): MiddlewareHandler {
  const policy = contentSecurityPolicy(options);
  const calendarPolicy = options.calendar ? contentSecurityPolicy(options, options.calendar) : policy;
  const calendarPages = new Set(options.calendar?.pages);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const path = normalisePath(new URL(c.req.url).pathname);
    // The outer app adds what every answer shares (nosniff, X-Frame-Options, the cross-origin policies).
    headers.set('Content-Security-Policy', calendarPages.has(path) ? calendarPolicy : policy);
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const forwarded = forwardedEntry(c.req.header('x-forwarded-proto'), options.trustProxy ?? 0);
    const https = new URL(c.req.url).protocol === 'https:' || forwarded === 'https';
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
