/** The free SEO audit form on `/client-results`. */
import type * as v from 'valibot';
import { email, formObject, limits, phone, requiredLine, requiredText } from './fields.ts';
import type { LeadDescriptor, LeadFormDefinition, LeadFormSample } from './leadForm.ts';

const required = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  phone: 'Please enter your phone number',
  message: 'Please tell us about your website and goals',
} as const;

export const auditRequestSchema = formObject(
  {
    name: requiredLine('Name', required.name, limits.name),
    email: email(),
    phone: phone(required.phone),
    message: requiredText('Message', required.message),
  },
  required,
);

export type AuditRequest = v.InferOutput<typeof auditRequestSchema>;

export const auditRequestForm = {
  schema: auditRequestSchema,
  endpoint: 'audit-requests',
} satisfies LeadFormDefinition<typeof auditRequestSchema>;

export const auditRequestSample = {
  name: 'Priya Natarajan',
  email: 'priya.natarajan@example.com',
  phone: '0412 345 678',
  message: 'https://natarajanphysio.com.au - we want more bookings from Richmond and Hawthorn.',
} satisfies LeadFormSample<typeof auditRequestSchema>;

export const auditRequestLead: LeadDescriptor<AuditRequest, 'audit_request'> = {
  form: auditRequestForm,
  kind: 'audit_request',
  label: 'Free SEO audit request',
  record: (form) => ({ name: form.name, email: form.email, phone: form.phone, message: form.message }),
  name: 'name',
  exported: {},
  acknowledgement: {
    subject: "Thank you! We'll contact you within 24 hours.",
    heading: "Thank you! We'll contact you within 24 hours.",
    paragraphs: ["We'll review your website and send your free SEO audit within 24 hours."],
  },
};
