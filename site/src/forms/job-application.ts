/** The "Apply Now" form on each job page (`/careers/<role>`). */
import * as v from 'valibot';
import { email, formObject, limits, optionalPhone, requiredLine, requiredLink, requiredText } from './fields.ts';
import type { ExportedLead, LeadDescriptor, LeadFormDefinition, LeadFormSample } from './leadForm.ts';
import { orNull } from './leadForm.ts';

/** The open positions: `value` is the slug of the job's page, `/careers/<value>`. */
export const jobRoleOptions = [
  { value: 'senior-web-developer', label: 'Senior Web Developer' },
  { value: 'digital-marketing-specialist', label: 'Digital Marketing Specialist' },
  { value: 'ui-ux-designer', label: 'UI/UX Designer' },
] as const;

type JobRoleOption = (typeof jobRoleOptions)[number];
export type JobRole = JobRoleOption['value'];

const jobRoles = jobRoleOptions.map((option) => option.value) as [JobRole, ...JobRole[]];

export function isJobRole(value: unknown): value is JobRole {
  return typeof value === 'string' && (jobRoles as string[]).includes(value);
}

/** The role's title as the job page shows it, or undefined for a role that is not open. */
export function jobRoleLabel(value: string | null | undefined): string | undefined {
  return jobRoleOptions.find((option) => option.value === value)?.label;
}

const jobLinkMessages = {
  required: 'Please enter a link to your CV, portfolio or LinkedIn profile',
  invalid: 'Enter a link to your CV, portfolio or LinkedIn profile, starting with https://',
} as const;

const required = {
  role: 'Please choose the role you are applying for',
  name: 'Please enter your name',
  email: 'Please enter your email address',
  link: jobLinkMessages.required,
  message: 'Please write a short cover note',
} as const;

export const jobApplicationSchema = formObject(
  {
    role: v.picklist(jobRoles, required.role),
    name: requiredLine('Name', required.name, limits.name),
    email: email(),
    phone: optionalPhone(),
    link: requiredLink('Link', jobLinkMessages.required, jobLinkMessages.invalid),
    message: requiredText('Cover note', required.message),
  },
  required,
);

export type JobApplication = v.InferOutput<typeof jobApplicationSchema>;

export const jobApplicationForm = {
  schema: jobApplicationSchema,
  endpoint: 'job-applications',
} satisfies LeadFormDefinition<typeof jobApplicationSchema>;

export const jobApplicationSample = {
  role: 'senior-web-developer',
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '0412 345 678',
  link: 'https://www.linkedin.com/in/jordan-lee-dev',
  message:
    'Six years building React and Node sites for Melbourne retailers. I led a Shopify rebuild that halved page load times.',
} satisfies LeadFormSample<typeof jobApplicationSchema>;

/**
 * The role an application is for, by its title from the list of open positions (never as stored), so the
 * acknowledgement can name it without repeating anything the visitor typed.
 */
const appliedFor = (lead: ExportedLead) => jobRoleLabel(lead.role) ?? 'a role';

export const jobApplicationLead: LeadDescriptor<JobApplication, 'job_application'> = {
  form: jobApplicationForm,
  kind: 'job_application',
  label: 'Job application',
  record: (form) => ({
    role: form.role,
    name: form.name,
    email: form.email,
    phone: orNull(form.phone),
    link: form.link,
    message: form.message,
  }),
  name: 'name',
  exported: { role: 'role', link: 'link' },
  acknowledgement: (lead, sender) => ({
    subject: `Thanks for applying for ${appliedFor(lead)} at ${sender.name}`,
    heading: `Thanks for applying for ${appliedFor(lead)} at ${sender.name}`,
    paragraphs: [
      'Your application has reached the team, and we read every one in full.',
      'We reply to every application within 5 business days, whatever the outcome.',
    ],
  }),
};
