/** The home page's "client machine" form (lead kind `contact_submission`). */
import type * as v from 'valibot';
import { email, formObject, limits, oneOf, optionalText, optionalUrl, phone, requiredLine } from './fields.ts';
import { type LeadDescriptor, type LeadFormDefinition, type LeadFormSample, orNull } from './leadForm.ts';

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
    business_name: requiredLine('Business name', required.business_name, limits.company),
    email: email(),
    phone: phone(required.phone),
    website_url: optionalUrl('Website'),
    service_needed: oneOf(serviceOptions, serviceRequiredMessage),
    message: optionalText('Details'),
  },
  required,
);

export type HomeContact = v.InferOutput<typeof homeContactSchema>;

export const homeContactForm = {
  schema: homeContactSchema,
  endpoint: 'contact-submissions',
} satisfies LeadFormDefinition<typeof homeContactSchema>;

export const homeContactSample = {
  name: 'Jane Citizen',
  business_name: 'Northside Plumbing',
  email: 'jane@example.com',
  phone: '0412 345 678',
  website_url: 'northside-plumbing.com.au',
  service_needed: 'Full Client Machine System',
  message: 'Plumber in Brunswick, want more calls.',
} satisfies LeadFormSample<typeof homeContactSchema>;

export const homeContactLead: LeadDescriptor<HomeContact, 'contact_submission'> = {
  form: homeContactForm,
  kind: 'contact_submission',
  label: 'Home page quote request',
  record: (form) => ({
    name: form.name,
    email: form.email,
    phone: form.phone,
    business_name: form.business_name,
    website_url: orNull(form.website_url),
    service_needed: form.service_needed,
    message: orNull(form.message),
    source: 'homepage_client_machine',
  }),
  name: 'name',
  exported: { company: 'business_name', website: 'website_url', service: 'service_needed', source: 'source' },
  acknowledgement: {
    subject: "Thanks! We've got your request",
    heading: "Thanks! We've Got Your Request",
    paragraphs: [
      "We'll send you a personal audit and quote within 24 hours.",
      'Please check your email, and your spam folder, so you do not miss it.',
    ],
  },
};
