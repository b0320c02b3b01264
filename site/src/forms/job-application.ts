/** The "Apply Now" form on each job page (`/careers/<role>`). */
import * as v from 'valibot';
import { email, formObject, limits, optionalPhone, requiredLine, requiredLink, requiredText } from './fields.ts';

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
