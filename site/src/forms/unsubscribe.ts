/** The unsubscribe form (`/unsubscribe`). */
import type * as v from 'valibot';
import { email, emailMessages, formObject } from './fields.ts';

export const unsubscribeSchema = formObject({ email: email() }, { email: emailMessages.required });

export type UnsubscribeInput = v.InferInput<typeof unsubscribeSchema>;
export type Unsubscribe = v.InferOutput<typeof unsubscribeSchema>;
