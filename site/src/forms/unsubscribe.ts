/** The unsubscribe form (`/unsubscribe`). */
import { email, emailMessages, formObject } from './fields.ts';

export const unsubscribeSchema = formObject({ email: email() }, { email: emailMessages.required });
