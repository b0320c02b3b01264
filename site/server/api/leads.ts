/** The lead forms: each stores its lead, two mail jobs and its webhook jobs in one transaction before the 201. */
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
  leadsTableRow,
} from '../leads.ts';
import { webhookJobs } from '../webhooks.ts';
import {
  type ApiContext,
  type ApiEnv,
  honeypotFilled,
  idempotencyKey,
  limit,
  mailJob,
  respond,
  type Submission,
} from './context.ts';

/** Stores a lead, its two mails and its webhooks in one transaction, once its body passes `schema`. */
function leadSubmission<TSchema extends v.GenericSchema>(
  api: ApiContext,
  scope: string,
  schema: TSchema,
  toRow: (id: string, createdAt: string, form: v.InferOutput<TSchema>) => LeadRow,
): Submission {
  return async (body, key) => {
    const form = parseWith(schema, body);
    const id = randomUUID();
    const now = api.clock.now().toISOString();
    const lead = toRow(id, now, form);
    const email = lead.row.email as string;
    const outcome = await api.store.write({
      ...(key ? { idempotency: { scope, key, requestHash: requestHash(body), status: 201, body: { id } } } : {}),
      rows: [
        { table: 'leads', row: leadsTableRow(lead) },
        mailJob('lead_notification', api.config.leadsNotifyTo, now, { leadKind: lead.kind, refId: id }),
        mailJob('lead_acknowledgement', email, now, { leadKind: lead.kind, refId: id }),
        ...webhookJobs(api.config.webhooks, lead, now),
      ],
    });
    return { outcome, status: 201, answer: { id } };
  };
}

/** The lead endpoints' submissions, by path under `/api/`. */
export function leadSubmissions(api: ApiContext): Record<string, Submission> {
  return {
    'contact-submissions': leadSubmission(api, '/api/contact-submissions', homeContactSchema, homeContactRow),
    inquiries: leadSubmission(api, '/api/inquiries', inquirySchema, inquiryRow),
    'demo-requests': leadSubmission(api, '/api/demo-requests', demoRequestSchema, demoRequestRow),
    'audit-requests': leadSubmission(api, '/api/audit-requests', auditRequestSchema, auditRequestRow),
    'job-applications': leadSubmission(api, '/api/job-applications', jobApplicationSchema, jobApplicationRow),
  };
}

export function leadRoutes(api: ApiContext, submissions: Record<string, Submission>): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const [endpoint, submit] of Object.entries(submissions)) {
    app.post(`/${endpoint}`, async (c) => {
      limit(api, c, `/api/${endpoint}`);
      const body = await readJsonObject(c);
      const key = idempotencyKey(c);
      if (honeypotFilled(body)) return c.json({ id: randomUUID() }, 201);
      const { outcome, status, answer } = await submit(body, key);
      return respond(c, outcome, status, answer);
    });
  }
  return app;
}
