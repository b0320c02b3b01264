/**
 * The outer app every route is mounted on (pages, `/search`, HTML form posts, static files, the API): one place
 * that gives each request its id (`X-Request-Id`), the headers every answer shares, one JSON log line and the
 * answer to an exception anywhere.
 */
import { performance } from 'node:perf_hooks';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { failurePage } from './answer-pages.ts';
import { errorFields, errorWithStack, type Logger } from './log.ts';

/** What the request's log line says beyond the request itself: set by whatever answered a failure. */
interface Failure {
  level: 'warn' | 'error';
  err: Record<string, unknown>;
}

export type OuterEnv = {
  Variables: {
    requestId: string;
    /** A static file: one of the many a page view loads, logged at `debug`. */
    quietLog?: boolean;
    failure?: Failure;
  };
};

/**
 * Headers every answer carries unless its route set its own: the routes differ in their content policy, referrer
 * policy and caching (set by the API and by the page layer), never in these.
 */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The constant failure page lets in only its own inline style; a page route's layer may replace it with its own. */
const failurePagePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/** Logs the request at `debug` instead of `info` (static files and assets). */
export function logQuietly(c: Context): void {
  c.set('quietLog', true);
}

/** Puts `error` on the request's log line at `level`, for a failure a route answered itself (a 503). */
export function noteFailure(c: Context, level: Failure['level'], error: unknown): void {
  c.set('failure', { level, err: errorFields(error) });
}

/** The request was given up by its client (closed connection): nothing to answer, nothing went wrong. */
function clientGone(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && (error.name === 'AbortError' || /^(aborted|terminated)$/i.test(error.message)))
  );
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The answer to an exception no route answered: 499 for a client that went away, an `HTTPException`'s own
 * response, else a 500 (the JSON error for the API, the branded page for everything else) whose stack goes on
 * the request's log line, so it is logged once.
 */
function answerFailure(error: unknown, c: Context<OuterEnv>): Response {
  if (clientGone(c.req.raw, error)) return c.body(null, 499 as 400);
  if (error instanceof HTTPException) {
    // Answered through the context, so the headers set so far stay on it.
    const res = error.getResponse();
    return c.newResponse(res.body, res.status as 400, Object.fromEntries(res.headers));
  }
  c.set('failure', { level: 'error', err: errorWithStack(error) });
  const reqId = c.get('requestId');
  if (isApiPath(c.req.path))
    return c.json({ error: 'internal', requestId: reqId }, 500, { 'Cache-Control': 'no-store' });
  return c.html(failurePage(reqId), 500, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': failurePagePolicy,
  });
}

/** The outer app: mount the API and add the page routes on it. */
export function createOuterApp(logger: Logger): Hono<OuterEnv> {
  const app = new Hono<OuterEnv>();
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } catch (thrown) {
      // Hono hands only Error instances to onError; anything else thrown is answered here the same way.
      c.res = answerFailure(thrown, c);
    }
    const headers = c.res.headers;
    // A handler's own Response (a static file) does not carry headers set before it, so they are set here.
    headers.set('X-Request-Id', c.get('requestId'));
    for (const [name, value] of Object.entries(commonHeaders)) if (!headers.has(name)) headers.set(name, value);
    const failure = c.get('failure');
    const aborted = c.req.raw.signal.aborted || c.res.status === 499;
    const level = failure?.level ?? (c.get('quietLog') ? 'debug' : 'info');
    logger[level](
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        // The path alone: a query may carry a token or a search.
        path: c.req.path,
        status: aborted ? 499 : c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(aborted ? { aborted: true } : {}),
        ...(failure ? { err: failure.err } : {}),
      },
      'request',
    );
  });
  app.onError((error, c) => answerFailure(error, c));
  return app;
}
