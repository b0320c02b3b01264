/** The AI demo request form (`/request-demo`). */
import * as v from 'valibot';
import { email, formObject, limits, optionalLine, optionalText, requiredLine } from './fields.ts';
import { type LeadDescriptor, type LeadFormDefinition, type LeadFormSample, orNull } from './leadForm.ts';

export const industryOptions = [
  'E-commerce & Retail',
  'Healthcare & Medical',
  'Education & Training',
  'Financial Services',
  'Real Estate',
  'Hospitality & Travel',
  'Professional Services',
  'Manufacturing',
  'Technology',
  'Other',
] as const;

export const budgetOptions = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $50,000',
  '$50,000+',
  'Not sure yet',
] as const;

export const timelineOptions = [
  'ASAP (within 2 weeks)',
  '1 month',
  '2-3 months',
  '6+ months',
  'Just exploring',
] as const;

/** An optional choice: missing, null or "" mean not chosen. */
function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.pipe(
    v.nullish(v.union([v.literal(''), v.picklist(options)], message)),
    v.transform((value) => (value ? (value as T[number]) : undefined)),
  );
}

const required = {
  name: 'Please enter your full name',
  email: 'Please enter your email address',
  industry: 'Please select your industry',
} as const;

export const demoRequestSchema = formObject(
  {
    name: requiredLine('Full name', required.name, limits.name),
    email: email(),
    businessName: optionalLine('Business name', limits.company),
    industry: v.picklist(industryOptions, required.industry),
    budget: optionalChoice(budgetOptions, 'Please choose a budget from the list.'),
    timeline: optionalChoice(timelineOptions, 'Please choose a timeline from the list.'),
    message: optionalText('Project details'),
  },
  required,
);

export type DemoRequest = v.InferOutput<typeof demoRequestSchema>;

export const demoRequestForm = {
  schema: demoRequestSchema,
  endpoint: 'demo-requests',
} satisfies LeadFormDefinition<typeof demoRequestSchema>;

export const demoRequestSample = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  businessName: 'Harbour Realty',
  industry: 'Hospitality & Travel',
  budget: 'Not sure yet',
  timeline: 'ASAP (within 2 weeks)',
  message: 'A chatbot for bookings.',
} satisfies LeadFormSample<typeof demoRequestSchema>;

export const demoRequestLead: LeadDescriptor<DemoRequest, 'demo_request'> = {
  form: demoRequestForm,
  kind: 'demo_request',
  label: 'AI demo request',
  record: (form) => ({
    full_name: form.name,
    email: form.email,
    business_name: orNull(form.businessName),
    industry: form.industry,
    budget: orNull(form.budget),
    timeline: orNull(form.timeline),
    message: orNull(form.message),
  }),
  name: 'full_name',
  exported: { company: 'business_name', industry: 'industry', budget: 'budget', timeline: 'timeline' },
  acknowledgement: {
    subject: 'Demo Request Submitted!',
    heading: 'Demo Request Submitted!',
    paragraphs: ["We'll contact you within 24 hours to schedule your consultation."],
  },
};
