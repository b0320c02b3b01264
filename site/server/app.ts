/**
 * The lead API, mounted under `/api` on the outer app (request ids, request logs, the headers every answer shares,
 * the answer to an unexpected failure): one Hono app composed of an app per area (leads, newsletter, unsubscribe,
 * admin, health) over the API's own middleware: its security headers, body limit and the errors it answers itself.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { adminRoutes } from './api/admin.ts';
import { clientErrorRoutes } from './api/client-errors.ts';
import type { ApiContext, ApiEnv } from './api/context.ts';
import { healthRoutes } from './api/health.ts';
import { type FormPostResult, submitHtmlForm } from './api/html-forms.ts';
import { leadEndpoints, leadRoutes, leadSubmissions } from './api/leads.ts';
import { newsletterRoutes, newsletterSubmission } from './api/newsletter.ts';
import { formUnsubscribesPerClientPerHour, unsubscribeRoutes, unsubscribeSubmission } from './api/unsubscribe.ts';
import { type Clock, systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { isCrossSite } from './cross-site.ts';
import type { Database } from './db/database.ts';
import { DatabaseUnavailableError } from './db/errors.ts';
import { ApiError, maxBodyBytes, RateLimiter, unavailableRetryAfter } from './http.ts';
import { createLogger, type Logger } from './log.ts';
import { createOuterApp, noteFailure, type OuterEnv } from './outer-app.ts';
import { Store } from './store.ts';

/** What the API is built from; tests pass their own. */
export interface AppDeps {
  config: ServerConfig;
  db: Database;
  clock?: Clock;
  logger?: Logger;
  /** Told after each commit that may have queued mail (the outbox worker). */
  outbox?: { wake(): void };
  /** Throws when DATA_DIR cannot take a synced write; `/api/ready` then answers 503. */
  checkStorage?: () => void;
  /** True once the server is shutting down. */
  stopping?: () => boolean;
}

export interface Api {
  /** The outer app with the API mounted; the server adds its page routes to it. */
  app: Hono<OuterEnv>;
  /** Resolves when every accepted write has been committed. */
  idle(): Promise<void>;
  /** Takes a lead form posted as HTML to the page at `path`. */
  submitForm(c: Context, path: string): Promise<FormPostResult>;
}

/** Paths and their methods, for 405 answers. */
const routes: Record<string, string[]> = {
  '/api/health': ['GET', 'HEAD'],
  '/api/ready': ['GET', 'HEAD'],
  ...Object.fromEntries([...leadEndpoints.keys()].map((endpoint) => [`/api/${endpoint}`, ['POST']])),
  '/api/newsletter': ['POST'],
  '/api/newsletter/confirm': ['GET', 'HEAD', 'POST'],
  '/api/unsubscribe': ['POST'],
  '/api/unsubscribe/one-click': ['POST'],
  '/api/admin/leads': ['GET', 'HEAD'],
  '/api/client-errors': ['POST'],
};

/** Headers every API answer carries, errors and redirects included. */
export const securityHeaders: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function createApi(deps: AppDeps): Api {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const store = new Store(db, () => clock.now());
  if (deps.outbox) {
    const outbox = deps.outbox;
    store.onCommit(() => outbox.wake());
  }
  const api: ApiContext = {
    config,
    db,
    store,
    clock,
    logger,
    limiter: new RateLimiter(config.rateLimitPerMinute, () => clock.now().getTime()),
    familyLimiters: {
      // The unsubscribe form needs no proof of the address, so one client may use it only a few times an hour.
      '/api/unsubscribe': new RateLimiter(
        config.rateLimitPerMinute === 0 ? 0 : formUnsubscribesPerClientPerHour,
        () => clock.now().getTime(),
        3_600_000,
      ),
    },
    ...(deps.outbox ? { outbox: deps.outbox } : {}),
    ...(deps.checkStorage ? { checkStorage: deps.checkStorage } : {}),
    stopping: deps.stopping ?? (() => false),
  };
  const app = new Hono<ApiEnv>();

  app.use(
    '/api/*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
      // Set by the outer app for every answer.
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      xContentTypeOptions: false,
      xFrameOptions: false,
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      // A page the API serves (the newsletter confirmation) brings its own policy.
      overwrite: false,
    }),
  );
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // A write from a page of another site is refused before its body is read. The one-click unsubscribe is the
  // exception: mail clients post it from their own origin, and its token is the proof (RFC 8058).
  app.use('/api/*', async (c, next) => {
    const safe = c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS';
    if (safe || c.req.path === '/api/unsubscribe/one-click' || !isCrossSite(c, config)) return next();
    return c.json({ error: 'cross_site', message: 'This request must come from a page of this site.' }, 403);
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new ApiError(413, {
          error: 'too_large',
          message: `The request body must be at most ${maxBodyBytes / 1024} KB.`,
        });
      },
    }),
  );

  // The API's own errors; anything else (a client gone, a fault) is answered and logged by the outer app.
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof DatabaseUnavailableError && !c.req.raw.signal.aborted) {
      noteFailure(c, 'warn', error.cause);
      return c.json(
        {
          error: 'unavailable',
          message: 'We cannot take this request right now. Please try again in a moment.',
          requestId: c.get('requestId'),
        },
        503,
        { 'Retry-After': String(unavailableRetryAfter) },
      );
    }
    throw error;
  });

  app.route('/api', healthRoutes(api));
  const leads = leadSubmissions(api);
  const newsletter = newsletterSubmission(api);
  const unsubscribe = unsubscribeSubmission(api);
  app.route('/api', leadRoutes(api, leads));
  app.route('/api', newsletterRoutes(api, newsletter));
  app.route('/api', unsubscribeRoutes(api, unsubscribe));
  app.route('/api', adminRoutes(api));
  app.route('/api', clientErrorRoutes(api));

  app.all('/api/*', (c) => {
    const allowed = routes[c.req.path];
    if (allowed) return c.json({ error: 'method_not_allowed' }, 405, { Allow: allowed.join(', ') });
    return c.json({ error: 'not_found' }, 404);
  });

  const outer = createOuterApp(logger);
  outer.route('/', app);
  const submissions = { ...leads, newsletter, unsubscribe };
  return { app: outer, idle: () => store.idle(), submitForm: (c, path) => submitHtmlForm(api, submissions, c, path) };
}
