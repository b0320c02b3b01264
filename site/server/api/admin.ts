/**
 * The agency's export of leads, behind a bearer token. It streams page by page, so a large export
 * never holds the event loop (or the embedded database) for long.
 */
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import * as v from 'valibot';
import { leadColumns } from '../../src/forms/leadForm.ts';
import { csvRow } from '../csv.ts';
import { ApiError, parseWith } from '../http.ts';
import { type Lead, type LeadKind, leadKinds, listLeads } from '../leads.ts';
import { errorFields } from '../log.ts';
import { type ApiContext, type ApiEnv, limit } from './context.ts';

/** Leads read per query while streaming. */
export const exportPageSize = 500;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const sinceMessage = 'since must be a date from 1970 to 9999, like 2026-01-31, or an ISO time.';

/** A real calendar date (or time) from 1970 on; a time without a zone is read as UTC. */
export function parseSince(value: string): Date | undefined {
  const match = isoDate.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1970 || m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const time = value.includes('T') && !zone ? `${value}Z` : value;
  const parsed = new Date(time);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const adminQuery = v.strictObject(
  {
    kind: v.optional(v.picklist(leadKinds, `kind must be one of: ${leadKinds.join(', ')}.`)),
    since: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => parseSince(value) !== undefined, sinceMessage),
        v.transform((value) => parseSince(value) as Date),
      ),
    ),
    format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv.'), 'json'),
  },
  (issue) => `Unknown parameter "${String(issue.path?.[0]?.key ?? '')}".`,
);

const unauthorized = { error: 'unauthorized' };

export function adminRoutes(api: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const token = api.config.adminToken;

  app.use('/admin/*', async (c, next) => {
    if (!token) throw new ApiError(404, { error: 'not_found' });
    limit(api, c, '/api/admin');
    await next();
  });
  if (token)
    app.use(
      '/admin/*',
      bearerAuth({
        token,
        realm: 'leads',
        noAuthenticationHeader: { message: unauthorized },
        invalidAuthenticationHeader: { message: unauthorized },
        invalidToken: { message: unauthorized },
      }),
    );

  app.get('/admin/leads', (c) => {
    // `?kind=&since=` (the contract's own form) means no filter, so a blank known parameter counts as absent.
    const parameters = Object.entries(c.req.query()).filter(
      ([name, value]) => !(name in adminQuery.entries && value.trim() === ''),
    );
    const query = parseWith(adminQuery, Object.fromEntries(parameters));
    const pages = leadPages(api, query.kind ? [query.kind] : leadKinds, query.since);
    const requestId = c.get('requestId');
    const fail = (error: unknown) =>
      api.logger.error({ reqId: requestId, err: errorFields(error) }, 'export failed part way');
    if (query.format === 'csv') {
      const day = api.clock.now().toISOString().slice(0, 10);
      return c.body(textStream(csvChunks(pages), fail), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      });
    }
    return c.body(textStream(jsonChunks(pages), fail), 200, { 'Content-Type': 'application/json' });
  });

  return app;
}

/** Every matching lead, newest first, one page at a time (keyset paging, so no page is read twice). */
async function* leadPages(api: ApiContext, kinds: readonly LeadKind[], since: Date | undefined) {
  let before: Pick<Lead, 'created_at' | 'id'> | undefined;
  for (;;) {
    const page = await listLeads(api.db, {
      kinds,
      ...(since ? { since } : {}),
      ...(before ? { before } : {}),
      limit: exportPageSize,
    });
    if (page.length > 0) yield page;
    if (page.length < exportPageSize) return;
    before = page.at(-1);
    // The embedded database runs on this thread and its promises resolve without a turn of the event
    // loop: without a pause here a large export would hold every other request until its end.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function* csvChunks(pages: AsyncIterable<Lead[]>) {
  yield csvRow(leadColumns);
  for await (const page of pages) yield page.map((lead) => csvRow(leadColumns.map((column) => lead[column]))).join('');
}

async function* jsonChunks(pages: AsyncIterable<Lead[]>) {
  let count = 0;
  yield '{"leads":[';
  for await (const page of pages) {
    yield `${count > 0 ? ',' : ''}${page.map((lead) => JSON.stringify(lead)).join(',')}`;
    count += page.length;
  }
  yield `],"count":${count}}`;
}

/** A byte stream that pulls one chunk at a time; a failure part way aborts it (never a silent cut). */
function textStream(chunks: AsyncGenerator<string>, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
