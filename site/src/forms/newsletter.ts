/** The newsletter sign-up (double opt-in). */
import { email, emailMessages, formObject } from './fields.ts';

export const newsletterSchema = formObject({ email: email() }, { email: emailMessages.required });
