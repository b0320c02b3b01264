/**
 * `POST /api/client-errors`: what the site's pages report when their code fails in a visitor's browser (a chunk
 * that would not load, a part that failed to render), so operators see it in the logs. Small, limited per client,
 * and logged without personal data: e-mail addresses are masked and the address's query is never taken.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../http.ts';
import { maskEmails } from '../log.ts';
import { type ApiContext, type ApiEnv, limit } from './context.ts';

/** A report is a few hundred bytes; anything much larger is not one. */
export const maxClientErrorBytes = 2048;

const clientError = v.object({
  kind: v.picklist(['chunk', 'render', 'hydration']),
  part: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))),
  path: v.pipe(v.string(), v.maxLength(300), v.regex(/^\/[^?#\s]*$/)),
  message: v.pipe(v.string(), v.maxLength(300)),
});

export function clientErrorRoutes(api: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/client-errors', async (c) => {
    limit(api, c, 'client-errors');
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxClientErrorBytes)
      throw new ApiError(413, {
        error: 'too_large',
        message: `A report must be at most ${maxClientErrorBytes} bytes.`,
      });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, { error: 'validation', issues: [{ path: '', message: 'The report must be JSON.' }] });
    }
    const report = v.safeParse(clientError, body);
    if (!report.success)
      throw new ApiError(400, {
        error: 'validation',
        issues: [{ path: '', message: 'A report has a kind, a path, a message and optionally a part.' }],
      });
    const { kind, part, path, message } = report.output;
    api.logger.warn(
      { reqId: c.get('requestId'), kind, part, page: path, message: maskEmails(message) },
      'client error',
    );
    return c.body(null, 204);
  });
  return app;
}
