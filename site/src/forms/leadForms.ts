/**
 * Every lead form the site shows, by the name its HTML posts as `_form`: which schema checks it, which API
 * endpoint stores it, and what the endpoint receives beyond the fields (each form's module declares its own).
 * The browser (posting JSON once its code has loaded) and the server (taking the plain HTML post) read the same
 * table, so both paths store the same lead. The schemas make it heavy: pages import the names from
 * `leadFormNames.ts`, and only forms import this. The server also reads the forms' lead descriptors from here;
 * the browser never does, so they stay out of its bundle.
 */
import { auditRequestForm, auditRequestLead } from './audit-request.ts';
import { consultationForm, consultationLead } from './consultation.ts';
import { contactForm, contactLead } from './contact.ts';
import { demoRequestForm, demoRequestLead } from './demo-request.ts';
import { homeContactForm, homeContactLead } from './home-contact.ts';
import { jobApplicationForm, jobApplicationLead } from './job-application.ts';
import type { AnyLeadForm } from './leadForm.ts';
import type { LeadFormName } from './leadFormNames.ts';
import { newsletterForm } from './newsletter.ts';
import { unsubscribeForm } from './unsubscribe.ts';

export const leadForms = {
  home: homeContactForm,
  contact: contactForm,
  consultation: consultationForm,
  demo: demoRequestForm,
  audit: auditRequestForm,
  'job-application': jobApplicationForm,
  newsletter: newsletterForm,
  unsubscribe: unsubscribeForm,
} as const satisfies Record<LeadFormName, AnyLeadForm>;

/** Every form that makes a lead, by its descriptor, in the order the export lists their kinds. */
export const leadDescriptors = [
  homeContactLead,
  contactLead,
  consultationLead,
  demoRequestLead,
  auditRequestLead,
  jobApplicationLead,
] as const;
