/** The lead forms: each stores its lead and two mail jobs in one transaction before the 201. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { auditRequestSchema } from '../../src/forms/audit-request.ts';
import { demoRequestSchema } from '../../src/forms/demo-request.ts';
import { homeContactSchema } from '../../src/forms/home-contact.ts';
import { inquirySchema } from '../../src/forms/inquiry.ts';
import { jobApplicationSchema } from '../../src/forms/job-application.ts';
import { parseWith, readJsonObject, requestHash } from '../http.ts';
import {
  auditRequestRow,
  demoRequestRow,
  homeContactRow,
  inquiryRow,
  jobApplicationRow,
  type LeadRow,
} from '../leads.ts';
import { type ApiContext, type ApiEnv, honeypotFilled, idempotencyKey, limit, mailJob, respond } from './context.ts';

export function leadRoutes(api: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  function leadEndpoint<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    toRow: (id: string, createdAt: string, form: v.InferOutput<TSchema>) => LeadRow,
  ) {
    const scope = `/api${path}`;
    app.post(path, async (c) => {
      limit(api, c, scope);
      const body = await readJsonObject(c);
      const key = idempotencyKey(c);
      if (honeypotFilled(body)) return c.json({ id: randomUUID() }, 201);
      const form = parseWith(schema, body);
      const id = randomUUID();
      const now = api.clock.now().toISOString();
      const lead = toRow(id, now, form);
      const email = lead.row.email as string;
      const outcome = await api.store.write({
        ...(key ? { idempotency: { scope, key, requestHash: requestHash(body), status: 201, body: { id } } } : {}),
        rows: [
          { table: lead.table, row: lead.row },
          mailJob('lead_notification', api.config.leadsNotifyTo, now, { leadKind: lead.kind, refId: id }),
          mailJob('lead_acknowledgement', email, now, { leadKind: lead.kind, refId: id }),
        ],
      });
      return respond(c, outcome, 201, { id });
    });
  }

  leadEndpoint('/contact-submissions', homeContactSchema, homeContactRow);
  leadEndpoint('/inquiries', inquirySchema, inquiryRow);
  leadEndpoint('/demo-requests', demoRequestSchema, demoRequestRow);
  leadEndpoint('/audit-requests', auditRequestSchema, auditRequestRow);
  leadEndpoint('/job-applications', jobApplicationSchema, jobApplicationRow);
  return app;
}
