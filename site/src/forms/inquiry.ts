/** What `/api/inquiries` accepts: the contact form or the consultation form, told apart by `formType`. */
import { consultationForm } from './consultation.ts';
import { contactForm } from './contact.ts';
import { endpointSchema } from './leadForm.ts';

export const inquirySchema = endpointSchema([contactForm, consultationForm]);
