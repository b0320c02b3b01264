/**
 * The one table of valid answers the suites send, each declared beside its form: the API's tests post them as the
 * browser does (`sampleBody`), the HTML post's as a page without code does (`samplePost`), and the end-to-end
 * journeys type them into the forms. Only tests import it.
 */
import { auditRequestSample } from './audit-request.ts';
import { consultationSample } from './consultation.ts';
import { contactSample } from './contact.ts';
import { demoRequestSample } from './demo-request.ts';
import { honeypotField } from './fields.ts';
import { homeContactSample } from './home-contact.ts';
import { jobApplicationSample } from './job-application.ts';
import type { AnyLeadForm } from './leadForm.ts';
import type { LeadFormName } from './leadFormNames.ts';
import { leadForms } from './leadForms.ts';
import { newsletterSample } from './newsletter.ts';
import { unsubscribeSample } from './unsubscribe.ts';

type Sample = Readonly<Record<string, string>>;

export const leadFormSamples = {
  home: homeContactSample,
  contact: contactSample,
  consultation: consultationSample,
  demo: demoRequestSample,
  audit: auditRequestSample,
  'job-application': jobApplicationSample,
  newsletter: newsletterSample,
  unsubscribe: unsubscribeSample,
} as const satisfies Record<LeadFormName, Sample>;

/** The address with a tag of its own (`jane@example.com`, 7: `jane.7@example.com`), for a new person each call. */
export function taggedAddress(address: string, tag: string | number): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}.${tag}${address.slice(at)}`;
}

/**
 * The fields as the form's HTML posts them, urlencoded: its name first, then the answers and the empty honeypot
 * (the server adds the values the form always sends).
 */
export function samplePost(name: LeadFormName, overrides: Record<string, string> = {}): string {
  return new URLSearchParams({ _form: name, ...leadFormSamples[name], [honeypotField]: '', ...overrides }).toString();
}

/** A form's sample as a body: every field it declares, and whatever else the form adds. */
export type SampleBody<N extends LeadFormName> = { [K in keyof (typeof leadFormSamples)[N]]: string } & Record<
  string,
  string
>;

/** The JSON body the browser posts to the form's endpoint once its code has loaded. */
export function sampleBody<N extends LeadFormName>(name: N, overrides: Record<string, string> = {}): SampleBody<N> {
  const { fixed = {}, toBody } = leadForms[name] as AnyLeadForm & {
    toBody?: (values: Record<string, string>) => Record<string, string>;
  };
  const values = { ...fixed, ...leadFormSamples[name], ...overrides };
  return (toBody ? toBody(values) : values) as SampleBody<N>;
}

/** The endpoint the form's samples go to, as a path. */
export function endpointOf(name: LeadFormName): string {
  return `/api/${leadForms[name].endpoint}`;
}
