/** The newsletter sign-up (double opt-in). */
import type * as v from 'valibot';
import { email, emailMessages, formObject } from './fields.ts';

export const newsletterSchema = formObject({ email: email() }, { email: emailMessages.required });

export type NewsletterInput = v.InferInput<typeof newsletterSchema>;
export type Newsletter = v.InferOutput<typeof newsletterSchema>;
