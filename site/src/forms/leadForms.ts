/**
 * Every lead form the site shows, by the name its HTML posts as `_form`: which schema checks it, which API
 * endpoint stores it, and what the endpoint receives beyond the fields. The browser (posting JSON once its
 * code has loaded) and the server (taking the plain HTML post) read the same table, so both paths store the same lead.
 * The schemas make it heavy: pages import the names from `leadFormNames.ts`, and only forms import this.
 */
import type * as v from 'valibot';
import { auditRequestSchema } from './audit-request.ts';
import { consultationSchema } from './consultation.ts';
import { contactSchema } from './contact.ts';
import { demoRequestSchema } from './demo-request.ts';
import { homeContactSchema } from './home-contact.ts';
import { jobApplicationSchema } from './job-application.ts';
import type { LeadFormName } from './leadFormNames.ts';
import { newsletterSchema } from './newsletter.ts';
import { unsubscribeSchema } from './unsubscribe.ts';

export interface LeadFormDefinition<TSchema extends v.GenericSchema = v.GenericSchema> {
  /** Checks the fields as the form shows them. */
  schema: TSchema;
  /** Path under `/api/` that stores it. */
  endpoint: string;
  /** Values the form always sends, whatever was posted (the inquiry endpoint's `formType`). */
  fixed?: Record<string, string>;
  /** The JSON body for the endpoint, from the checked values; by default the values as they are. */
  toBody?: (values: v.InferOutput<TSchema>) => Record<string, unknown>;
}

function define<TSchema extends v.GenericSchema>(definition: LeadFormDefinition<TSchema>) {
  return definition;
}

export const leadForms = {
  home: define({ schema: homeContactSchema, endpoint: 'contact-submissions' }),
  contact: define({ schema: contactSchema, endpoint: 'inquiries', fixed: { formType: 'contact' } }),
  consultation: define({
    schema: consultationSchema,
    endpoint: 'inquiries',
    fixed: { formType: 'consultation' },
    // The agency's mail and the lead record read the details as the message, as the old form sent them.
    toBody: (values) => ({ ...values, message: values.projectDetails }),
  }),
  demo: define({ schema: demoRequestSchema, endpoint: 'demo-requests' }),
  audit: define({ schema: auditRequestSchema, endpoint: 'audit-requests' }),
  'job-application': define({ schema: jobApplicationSchema, endpoint: 'job-applications' }),
  newsletter: define({ schema: newsletterSchema, endpoint: 'newsletter' }),
  unsubscribe: define({ schema: unsubscribeSchema, endpoint: 'unsubscribe' }),
} as const satisfies Record<LeadFormName, unknown>;
