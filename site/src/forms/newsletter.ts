/** The newsletter sign-up (double opt-in). */
import { email, emailMessages, formObject } from './fields.ts';
import type { LeadFormDefinition, LeadFormSample } from './leadForm.ts';

export const newsletterSchema = formObject({ email: email() }, { email: emailMessages.required });

export const newsletterForm = {
  schema: newsletterSchema,
  endpoint: 'newsletter',
} satisfies LeadFormDefinition<typeof newsletterSchema>;

export const newsletterSample = { email: 'reader@example.com' } satisfies LeadFormSample<typeof newsletterSchema>;
