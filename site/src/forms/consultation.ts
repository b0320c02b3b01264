/** The book-consultation form (`formType: 'consultation'`, sent to `/api/inquiries`). */
import * as v from 'valibot';
import { inquiryExported, inquiryName, inquiryRecord } from './contact.ts';
import {
  email,
  formObject,
  limits,
  optionalLine,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredLine,
  requiredText,
} from './fields.ts';
import { type LeadDescriptor, type LeadFormDefinition, type LeadFormSample, orNull } from './leadForm.ts';

/** The goal list as the form shows it. */
export const goalOptions = [
  'Website needs improvement',
  'SEO - not showing up on Google',
  'No leads coming in',
  'Ads not converting',
  'Need a complete website redesign',
  'Other',
] as const;

/** The goal preselected on the form; it is not one of `goalOptions` but is accepted as given. */
export const goalDefault = 'Generate more leads';

export const preferredTimeOptions = [
  'Morning (9AM-12PM AEST)',
  'Afternoon (12PM-5PM AEST)',
  'Evening (5PM-8PM AEST)',
  'Flexible - contact me',
] as const;

export type PreferredTimeOption = (typeof preferredTimeOptions)[number];

export const preferredTimeDefault: PreferredTimeOption = 'Morning (9AM-12PM AEST)';

const required = {
  formType: 'Please send the form type.',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  projectDetails: 'Please tell us about your project',
} as const;

export const consultationSchema = formObject(
  {
    formType: v.literal('consultation', required.formType),
    firstName: requiredLine('First name', required.firstName, limits.name),
    lastName: requiredLine('Last name', required.lastName, limits.name),
    email: email(),
    phone: optionalPhone(),
    company: optionalLine('Company', limits.company),
    website: optionalUrl('Current website'),
    goal: v.optional(v.picklist([...goalOptions, goalDefault], 'Please choose a goal from the list.'), goalDefault),
    projectDetails: requiredText('Project details', required.projectDetails),
    preferredTime: v.optional(
      v.picklist(preferredTimeOptions, 'Please choose a preferred time from the list.'),
      preferredTimeDefault,
    ),
    /** The form sends a copy of `projectDetails`; the server stores `projectDetails` as the message. */
    message: optionalText('Message'),
  },
  required,
);

export type Consultation = v.InferOutput<typeof consultationSchema>;

export const consultationForm = {
  schema: consultationSchema,
  endpoint: 'inquiries',
  fixed: { formType: 'consultation' },
  // The agency's mail and the lead record read the details as the message, as the old form sent them.
  toBody: (values) => ({ ...values, message: values.projectDetails }),
} satisfies LeadFormDefinition<typeof consultationSchema>;

export const consultationSample = {
  firstName: 'Priya',
  lastName: 'Singh',
  email: 'priya@example.com',
  phone: '+61 400 222 333',
  company: 'Fitzroy Fitness',
  website: 'fitzroyfitness.com.au',
  goal: 'SEO - not showing up on Google',
  projectDetails: 'Nobody finds us on Google.',
  preferredTime: 'Afternoon (12PM-5PM AEST)',
} satisfies LeadFormSample<typeof consultationSchema>;

export const consultationLead: LeadDescriptor<Consultation, 'consultation'> = {
  form: consultationForm,
  kind: 'consultation',
  label: 'Strategy consultation request',
  record: (form) => ({
    ...inquiryRecord(form),
    website: orNull(form.website),
    project_type: null,
    goal: form.goal,
    preferred_time: form.preferredTime,
    project_details: form.projectDetails,
    // The form's message is a copy of the project details; store the details so both always agree.
    message: form.projectDetails,
  }),
  name: inquiryName,
  exported: inquiryExported,
  acknowledgement: {
    subject: 'Strategy Submitted! Your free strategy consultation',
    heading: 'Strategy Submitted!',
    paragraphs: [
      'Thanks for requesting your free 15-minute strategy consultation with a senior consultant.',
      'You will receive a confirmation e-mail with your consultation time within 2 hours.',
    ],
  },
};
