/** The contact page form (`formType: 'contact'`, sent to `/api/inquiries`). */
import * as v from 'valibot';
import { email, formObject, limits, optionalLine, optionalPhone, requiredLine, requiredText } from './fields.ts';

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
