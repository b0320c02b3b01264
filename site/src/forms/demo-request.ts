/** The AI demo request form (`/request-demo`). */
import * as v from 'valibot';
import { email, formObject, limits, optionalLine, optionalText, requiredLine } from './fields.ts';

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
