/** The unsubscribe form (`/unsubscribe`). */
import { email, emailMessages, formObject } from './fields.ts';
import type { LeadFormDefinition } from './leadForm.ts';

export const unsubscribeSchema = formObject({ email: email() }, { email: emailMessages.required });

export const unsubscribeForm = {
  schema: unsubscribeSchema,
  endpoint: 'unsubscribe',
} satisfies LeadFormDefinition<typeof unsubscribeSchema>;
