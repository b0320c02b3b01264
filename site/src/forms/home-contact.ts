/** The home page's "client machine" form (stored in `contact_submissions`). */
import type * as v from 'valibot';
import { email, formObject, limits, oneOf, optionalText, optionalUrl, phone, requiredLine } from './fields.ts';

export const serviceOptions = [
  'New Website',
  'Website Redesign',
  'SEO & Google Ranking',
  'E-commerce Store',
  'Full Client Machine System',
] as const;

export const serviceRequiredMessage = 'Please select a service you need help with.';

const required = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  phone: 'Please enter your phone number',
  business_name: 'Please enter your business name',
  service_needed: serviceRequiredMessage,
} as const;

export const homeContactSchema = formObject(
  {
    name: requiredLine('Name', required.name, limits.name),
    email: email(),
    phone: phone(required.phone),
    business_name: requiredLine('Business name', required.business_name, limits.company),
    website_url: optionalUrl('Website'),
    service_needed: oneOf(serviceOptions, serviceRequiredMessage),
    message: optionalText('Details'),
  },
  required,
);

export type HomeContact = v.InferOutput<typeof homeContactSchema>;
