/** The unsubscribe form (`/unsubscribe`). */
import { email, emailMessages, formObject } from './fields.ts';
import type { LeadFormDefinition, LeadFormSample } from './leadForm.ts';

export const unsubscribeSchema = formObject({ email: email() }, { email: emailMessages.required });

export const unsubscribeForm = {
  schema: unsubscribeSchema,
  endpoint: 'unsubscribe',
} satisfies LeadFormDefinition<typeof unsubscribeSchema>;

export const unsubscribeSample = { email: 'reader@example.com' } satisfies LeadFormSample<typeof unsubscribeSchema>;
