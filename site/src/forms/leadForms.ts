/**
 * Every lead form the site shows, by the name its HTML posts as `_form`: which schema checks it, which API
 * endpoint stores it, and what the endpoint receives beyond the fields. The browser (posting JSON once its
 * code has loaded) and the server (taking the plain HTML post) read the same table, so both paths store the same lead.
 */
import type * as v from 'valibot';
import { auditRequestSchema } from './audit-request.ts';
import { consultationSchema } from './consultation.ts';
import { contactSchema } from './contact.ts';
import { demoRequestSchema } from './demo-request.ts';
import { homeContactSchema } from './home-contact.ts';
import { jobApplicationSchema } from './job-application.ts';
import { newsletterSchema } from './newsletter.ts';
import { unsubscribeSchema } from './unsubscribe.ts';

/** The hidden field that names the form in an HTML post. */
export const formNameField = '_form';

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
} as const;

export type LeadFormName = keyof typeof leadForms;

export function isLeadFormName(name: unknown): name is LeadFormName {
  return typeof name === 'string' && Object.hasOwn(leadForms, name);
}

/** A problem with one field (`path` is the field's name; empty for the form as a whole). */
export interface PostedIssue {
  path: string;
  message: string;
}

/**
 * What the server tells the page about a form the visitor posted without scripts: it was stored (`sent`),
 * or it came back with its problems and the values as typed (never the honeypot).
 */
export type PostedFormState =
  | { form: LeadFormName; path: string; outcome: 'sent' }
  | { form: LeadFormName; path: string; outcome: 'invalid'; values: Record<string, string>; issues: PostedIssue[] };

/** The query a stored HTML post is redirected to: it names the form, never a value. */
export const sentParameter = 'sent';

/** The element id a form's section carries, so the browser lands on it after a post. */
export const leadFormAnchor = (name: LeadFormName) => `lead-form-${name}`;
