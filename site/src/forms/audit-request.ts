/** The free SEO audit form on `/client-results`. */
import type * as v from 'valibot';
import { email, formObject, limits, phone, requiredLine, requiredText } from './fields.ts';

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
