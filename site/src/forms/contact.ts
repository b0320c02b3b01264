/** The contact page form (`formType: 'contact'`, sent to `/api/inquiries`). */
import * as v from 'valibot';
import { email, formObject, limits, optionalLine, optionalPhone, requiredLine, requiredText } from './fields.ts';
import { type LeadDescriptor, type LeadFormDefinition, type LeadFormSample, orNull } from './leadForm.ts';

export const projectTypeOptions = [
  'New Website Design',
  'Website Redesign',
  'E-commerce Store',
  'Digital Marketing',
  'SEO Services',
  'Branding & Logo Design',
  'Other',
] as const;

export type ProjectTypeOption = (typeof projectTypeOptions)[number];

export const projectTypeDefault: ProjectTypeOption = 'New Website Design';

const required = {
  formType: 'Please send the form type.',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  message: 'Please tell us about your project',
} as const;

export const contactSchema = formObject(
  {
    formType: v.literal('contact', required.formType),
    firstName: requiredLine('First name', required.firstName, limits.name),
    lastName: requiredLine('Last name', required.lastName, limits.name),
    email: email(),
    phone: optionalPhone(),
    company: optionalLine('Company', limits.company),
    projectType: v.optional(
      v.picklist(projectTypeOptions, 'Please choose a project type from the list.'),
      projectTypeDefault,
    ),
    message: requiredText('Project details', required.message),
  },
  required,
);

export type Contact = v.InferOutput<typeof contactSchema>;

export const contactForm = {
  schema: contactSchema,
  endpoint: 'inquiries',
  fixed: { formType: 'contact' },
} satisfies LeadFormDefinition<typeof contactSchema>;

export const contactSample = {
  firstName: 'Sam',
  lastName: 'Nguyen',
  email: 'sam@example.com',
  phone: '0400 111 222',
  company: 'Bayside Dental',
  projectType: 'E-commerce Store',
  message: 'An online shop for our whitening kits.',
} satisfies LeadFormSample<typeof contactSchema>;

/** The name of a contact message or a consultation request: the first and last names, stored apart. */
export const inquiryName = ['first_name', 'last_name'] as const;

/** The export columns a contact message and a consultation request fill, from fields stored alike. */
export const inquiryExported = {
  first_name: 'first_name',
  last_name: 'last_name',
  company: 'company',
  website: 'website',
  project_type: 'project_type',
  goal: 'goal',
  preferred_time: 'preferred_time',
} satisfies LeadDescriptor['exported'];

/** The stored fields the two inquiry forms share, in their stored order. */
export const inquiryRecord = (
  form: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'phone' | 'company'> & {
    formType: string;
  },
) => ({
  form_type: form.formType,
  first_name: form.firstName,
  last_name: form.lastName,
  email: form.email,
  phone: orNull(form.phone),
  company: orNull(form.company),
});

export const contactLead: LeadDescriptor<Contact, 'contact'> = {
  form: contactForm,
  kind: 'contact',
  label: 'Contact form message',
  record: (form) => ({
    ...inquiryRecord(form),
    website: null,
    project_type: form.projectType,
    goal: null,
    preferred_time: null,
    project_details: null,
    message: form.message,
  }),
  name: inquiryName,
  exported: inquiryExported,
  acknowledgement: (_lead, sender) => ({
    subject: 'Thanks! Your message is confirmed.',
    heading: 'Thanks! Your message is confirmed.',
    paragraphs: [
      `We have your message. We typically respond within 15 minutes during business hours (${sender.hoursText}).`,
    ],
  }),
};
