/** The lead forms: each stores its lead, two mail jobs and its webhook jobs in one transaction before the 201. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { endpointSchema } from '../../src/forms/leadForm.ts';
import { leadDescriptors } from '../../src/forms/leadForms.ts';
import { parseWith, readJsonObject, requestHash } from '../http.ts';
import { leadRow, leadsTableRow } from '../leads.ts';
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

type Descriptor = (typeof leadDescriptors)[number];

/**
 * Stores a lead, its two mails and its webhooks in one transaction, once its body passes the schema of the forms
 * sent to this endpoint; the form is the one whose fixed values the body carries.
 */
function leadSubmission(api: ApiContext, endpoint: string, descriptors: readonly Descriptor[]): Submission {
  const schema = endpointSchema(descriptors.map((descriptor) => descriptor.form));
  const scope = `/api/${endpoint}`;
  return async (body, key) => {
    const form = parseWith(schema, body) as Record<string, unknown>;
    const descriptor = descriptors.find(({ form: { fixed = {} } }) =>
      Object.entries(fixed).every(([field, value]) => form[field] === value),
    );
    if (!descriptor) throw new Error(`no form of ${scope} takes this body`);
    const id = randomUUID();
    const now = api.clock.now().toISOString();
    const lead = leadRow(descriptor, id, now, form);
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

/** The lead endpoints, by path under `/api/`, each with the forms sent to it. */
export const leadEndpoints: ReadonlyMap<string, readonly Descriptor[]> = leadDescriptors.reduce(
  (endpoints, descriptor) =>
    endpoints.set(descriptor.form.endpoint, [...(endpoints.get(descriptor.form.endpoint) ?? []), descriptor]),
  new Map<string, Descriptor[]>(),
);

/** The lead endpoints' submissions, by path under `/api/`. */
export function leadSubmissions(api: ApiContext): Record<string, Submission> {
  return Object.fromEntries(
    [...leadEndpoints].map(([endpoint, descriptors]) => [endpoint, leadSubmission(api, endpoint, descriptors)]),
  );
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
