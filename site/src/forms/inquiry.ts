/** What `/api/inquiries` accepts: the contact form or the consultation form, told apart by `formType`. */
import * as v from 'valibot';
import { consultationSchema } from './consultation.ts';
import { contactSchema } from './contact.ts';

export const inquirySchema = v.variant('formType', [contactSchema, consultationSchema], (issue) =>
  issue.path?.[0]?.key === 'formType' || issue.expected !== 'Object'
    ? "formType must be 'contact' or 'consultation'."
    : 'Please send the form as a JSON object.',
);
