/**
 * Every lead form with its code running, as one table: where it lives, how a visitor finds and fills it (with the
 * answers every suite sends, the forms' samples), what it sends where, and what the visitor sees and receives. The
 * journeys in `lead-forms.spec.ts` run for every entry.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { business } from '../../site/src/config/business.ts';
import type { LeadFormName } from '../../site/src/forms/leadFormNames.ts';
import { leadFormSamples } from '../../site/src/forms/samples.ts';
import {
  agencyInbox,
  choose,
  chooseRadioWithKeyboard,
  chooseWithKeyboard,
  expectFormAxeClean,
  selectedLabel,
  tabTo,
  toastWith,
} from './lead-form-helpers.ts';
import { capturedMails, leadsWith, mailsMentioning, outboxDrained } from './leads.ts';
import { reachIsland, waitForHydration } from './support.ts';

export interface FieldSpec {
  /** How it is asked: typed, a native select, or a radio group. */
  kind?: 'text' | 'select' | 'radio';
  /** Its accessible name (a field's label, a group's legend). */
  label: string | RegExp;
  /**
   * The option a visitor picks, by its label, where the form posts another value. Every other answer is the form's
   * sample (`site/src/forms/samples.ts`), and the e-mail field takes each journey's own address.
   */
  value?: string;
  /** A select's or radio group's option chosen before the visitor touches it (text fields start empty). */
  initial?: string;
  /** The message when the form is sent with it empty; such a field is marked required. */
  missing?: string;
  /** Required, though never reported missing: it comes preselected. */
  required?: true;
  /** The input type, for the right keyboard and autofill. */
  type?: 'email' | 'tel' | 'url';
}

type Toast = { title: string; text?: string };

type SentView =
  /** The form is replaced by a thank-you view whose heading takes focus. */
  | { view: 'heading'; text: string; toast?: Toast }
  /** The form is replaced by a status message that takes focus. */
  | { view: 'status'; text: string }
  /** The form stays, emptied for another submission, with a note above it and a toast. */
  | { view: 'cleared'; toast: string; note: string };

export interface LeadFormEntry {
  /** The form's `_form` name. */
  name: LeadFormName;
  page: string;
  /** The part of the page that holds the form (its island); its messages and views show there. */
  section: string;
  /** The form's accessible name. */
  form: string;
  /** Where axe looks in each state; the rest of the page is covered by the route-wide checks. */
  axeScope: string;
  /** Every field in keyboard order. */
  fields: Record<string, FieldSpec>;
  submit: { label: string; busy: string };
  /** Path under /api/ the browser posts to. */
  endpoint: string;
  /** The status the endpoint answers once it has stored a submission. */
  storedStatus: 200 | 201 | 202;
  /** The form named in the `form_submit` analytics event. */
  analytics: string;
  /** A link on the page that takes keyboard users to the form. */
  jump?: { link: string; target: string };
  /** A one-field form: the visitor presses Enter where the address was typed. */
  sendFromField?: true;
  /** The submit button waits for a choice, so a visitor sends the form empty with Enter in a field. */
  sendEmptyFromField?: true;
  /** A toast when the form is sent with required fields left empty. */
  missingToast?: string;
  /** Values (over the valid ones) the browser refuses, with the message each field then shows. */
  malformed: { values: Record<string, string>; messages: Record<string, string> };
  sent: SentView;
  /** What else the thank-you view offers; it may leave the page. */
  thankYou?: (page: Page) => Promise<void>;
  /** The message when the server fails or cannot be reached; it takes focus. */
  failure: { text: string; toast?: Toast; links?: { name: string; href: string }[] };
  /** The stored lead (newsletter sign-ups and unsubscribes are not leads). */
  lead?: { kind: string; record: Record<string, unknown> };
  /** Subjects of the one mail to the visitor and the one to the agency, where each is sent. */
  mails: { visitor?: string; agency?: string };
  /** Why the details are collected, as the collection notice says. */
  purpose: string;
}

export const leadForms: LeadFormEntry[] = [
  {
    name: 'home',
    page: '/',
    section: '#contact-form-section',
    form: 'Free audit and quote request',
    axeScope: '#contact-form-section',
    fields: {
      name: { label: 'Your Name', missing: 'Please enter your name' },
      business_name: { label: 'Business Name', missing: 'Please enter your business name' },
      email: { label: 'Email', type: 'email', missing: 'Please enter your email address' },
      phone: { label: 'Phone', type: 'tel', missing: 'Please enter your phone number' },
      website_url: { label: 'Current Website', type: 'url' },
      service_needed: {
        kind: 'select',
        label: /Service Needed/,
        initial: 'Select a service',
        missing: 'Please select a service you need help with.',
      },
      message: { label: 'Tell us about your business' },
    },
    submit: { label: 'Get My Free Audit & Quote', busy: 'Sending...' },
    endpoint: 'contact-submissions',
    storedStatus: 201,
    analytics: 'home_contact',
    jump: { link: 'Get My Free Audit & Quote', target: '#contact-form-section' },
    // Its button stays disabled until a service is chosen.
    sendEmptyFromField: true,
    missingToast: 'Please select a service you need help with.',
    malformed: {
      values: { email: 'jane@', phone: 'call me', website_url: 'not a website' },
      messages: {
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number (digits, spaces and + ( ) - only).',
        website_url: 'Please enter a valid website address, like https://example.com.au',
      },
    },
    sent: {
      view: 'heading',
      text: "Thanks! We've Got Your Request",
      toast: { title: 'Success!', text: "We'll send you a personal audit and quote within 24 hours." },
    },
    thankYou: async (page) => {
      const section = page.locator('#contact-form-section');
      await expect(section).toContainText('within 24 hours');
      await expect(section).toContainText('spam folder');
    },
    failure: {
      text: 'Something went wrong. Please try again or email us directly.',
      toast: { title: 'Something went wrong. Please try again or email us directly.' },
    },
    lead: {
      kind: 'contact_submission',
      record: {
        name: 'Jane Citizen',
        phone: '0412 345 678',
        company: 'Northside Plumbing',
        website: 'https://northside-plumbing.com.au',
        service: 'Full Client Machine System',
        message: 'Plumber in Brunswick, want more calls.',
        source: 'homepage_client_machine',
      },
    },
    mails: { visitor: "Thanks! We've got your request", agency: 'New lead: Home page quote request from Jane Citizen' },
    purpose: 'to prepare your audit and quote and to reply to your request',
  },
  {
    name: 'contact',
    page: '/contact-page',
    section: 'main',
    form: 'Send us a message',
    axeScope: 'main',
    fields: {
      firstName: { label: 'First Name', missing: 'Please enter your first name' },
      lastName: { label: 'Last Name', missing: 'Please enter your last name' },
      email: { label: 'Email', type: 'email', missing: 'Please enter your email address' },
      phone: { label: 'Phone', type: 'tel' },
      company: { label: 'Company' },
      projectType: { kind: 'select', label: /Project Type/, initial: 'New Website Design' },
      message: {
        label: 'Project Details',
        missing: 'Please tell us about your project',
      },
    },
    submit: { label: 'Send My Message', busy: 'Sending Your Message...' },
    endpoint: 'inquiries',
    storedStatus: 201,
    analytics: 'contact',
    malformed: {
      values: { email: 'sam@', phone: '12' },
      messages: {
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number (digits, spaces and + ( ) - only).',
      },
    },
    sent: { view: 'heading', text: 'Thanks! Your message is confirmed.' },
    thankYou: async (page) => {
      await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(page.getByRole('main').getByRole('link', { name: /Call \(03\) 9111 4820/ })).toHaveAttribute(
        'href',
        'tel:+61391114820',
      );
    },
    failure: {
      text: `There was an error sending your message. Please try again or contact us directly at ${business.email}`,
      links: [{ name: business.email, href: `mailto:${business.email}` }],
    },
    lead: {
      kind: 'contact',
      record: {
        first_name: 'Sam',
        last_name: 'Nguyen',
        phone: '0400 111 222',
        company: 'Bayside Dental',
        project_type: 'E-commerce Store',
        message: 'An online shop for our whitening kits.',
      },
    },
    mails: { visitor: 'Thanks! Your message is confirmed.', agency: 'New lead: Contact form message from Sam Nguyen' },
    purpose: 'to respond to your enquiry',
  },
  {
    name: 'consultation',
    page: '/book-consultation',
    section: 'main',
    form: 'Book your free consultation',
    axeScope: 'main',
    fields: {
      firstName: { label: 'First Name', missing: 'Please enter your first name' },
      lastName: { label: 'Last Name', missing: 'Please enter your last name' },
      email: { label: 'Email', type: 'email', missing: 'Please enter your email address' },
      phone: { label: 'Phone', type: 'tel' },
      company: { label: 'Company' },
      website: { label: 'Current Website', type: 'url' },
      goal: {
        kind: 'select',
        label: /Main Goal/,
        initial: 'Generate more leads',
      },
      projectDetails: {
        label: 'Project Details',
        missing: 'Please tell us about your project',
      },
      preferredTime: {
        kind: 'radio',
        label: 'Preferred Time',
        initial: 'Morning (9AM-12PM AEST)',
      },
    },
    submit: { label: 'Get My Free Strategy Plan', busy: 'Creating Your Strategy...' },
    endpoint: 'inquiries',
    storedStatus: 201,
    analytics: 'consultation',
    malformed: {
      values: { email: 'priya@example', website: 'not a website' },
      messages: {
        email: 'Please enter a valid email address',
        website: 'Please enter a valid website address, like https://example.com.au',
      },
    },
    sent: { view: 'heading', text: 'Strategy Submitted!' },
    thankYou: async (page) => {
      await expect(page.getByText('confirmation e-mail with your consultation time within 2 hours')).toBeVisible();
      await expect(page.getByRole('link', { name: /Chat on WhatsApp now/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(page.getByRole('link', { name: 'See our portfolio' })).toHaveAttribute('href', '/portfolio');
    },
    failure: {
      text: `There was an error booking your consultation. Please try again or contact us directly at ${business.email} or ${business.phone.display}.`,
    },
    lead: {
      kind: 'consultation',
      record: {
        first_name: 'Priya',
        last_name: 'Singh',
        phone: '+61 400 222 333',
        company: 'Fitzroy Fitness',
        website: 'https://fitzroyfitness.com.au',
        goal: 'SEO - not showing up on Google',
        preferred_time: 'Afternoon (12PM-5PM AEST)',
        message: 'Nobody finds us on Google.',
      },
    },
    mails: {
      visitor: 'Strategy Submitted! Your free strategy consultation',
      agency: 'New lead: Strategy consultation request from Priya Singh',
    },
    purpose: 'to arrange your consultation and prepare your strategy plan',
  },
  {
    name: 'demo',
    page: '/request-demo',
    section: 'main',
    form: 'Request your demo',
    axeScope: 'main',
    fields: {
      name: { label: 'Full Name', missing: 'Please enter your full name' },
      email: { label: 'Email', type: 'email', missing: 'Please enter your email address' },
      businessName: { label: 'Business Name' },
      industry: {
        kind: 'select',
        label: /Industry/,
        initial: 'Select an option',
        missing: 'Please select your industry',
      },
      budget: { kind: 'select', label: /Budget/, initial: 'Select an option' },
      timeline: { kind: 'select', label: /Timeline/, initial: 'Select an option' },
      message: { label: 'Project Details' },
    },
    submit: { label: 'Request My Free Demo', busy: 'Submitting...' },
    endpoint: 'demo-requests',
    storedStatus: 201,
    analytics: 'demo_request',
    malformed: {
      values: { email: 'alex@@example.com' },
      messages: { email: 'Please enter a valid email address' },
    },
    sent: {
      view: 'heading',
      text: 'Thank you! Your demo request is in.',
      toast: {
        title: 'Demo Request Submitted!',
        text: "We'll contact you within 24 hours to schedule your consultation.",
      },
    },
    failure: {
      text: 'Submission Error: Please try again or contact us directly.',
      toast: { title: 'Submission Error', text: 'Please try again or contact us directly.' },
    },
    lead: {
      kind: 'demo_request',
      record: {
        name: 'Alex Morgan',
        company: 'Harbour Realty',
        industry: 'Hospitality & Travel',
        budget: 'Not sure yet',
        timeline: 'ASAP (within 2 weeks)',
        message: 'A chatbot for bookings.',
      },
    },
    mails: { visitor: 'Demo Request Submitted!', agency: 'New lead: AI demo request from Alex Morgan' },
    purpose: 'to arrange your demo and reply to your request',
  },
  {
    name: 'audit',
    page: '/client-results',
    section: '#audit-form',
    form: 'Request your free audit',
    // The form sits among the case studies; the page's content was always checked with it.
    axeScope: '#main-content',
    fields: {
      name: { label: 'Name', missing: 'Please enter your name' },
      email: { label: 'Email', type: 'email', missing: 'Please enter your email address' },
      phone: { label: 'Phone', type: 'tel', missing: 'Please enter your phone number' },
      message: {
        label: 'Your website and goals',
        missing: 'Please tell us about your website and goals',
      },
    },
    submit: { label: 'Get My Free Audit', busy: 'Sending...' },
    endpoint: 'audit-requests',
    storedStatus: 201,
    analytics: 'seo_audit',
    jump: { link: 'Get My Free SEO Audit', target: '#audit-form' },
    malformed: {
      values: { email: 'priya@', phone: 'call me' },
      messages: {
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number (digits, spaces and + ( ) - only).',
      },
    },
    sent: {
      view: 'cleared',
      toast: "Thank you! We'll contact you within 24 hours.",
      note: "Thank you! We'll contact you within 24 hours.",
    },
    failure: {
      text: `There was an error sending your request. Please try again or contact us directly at ${business.email}.`,
    },
    lead: {
      kind: 'audit_request',
      record: {
        kind: 'audit_request',
        name: 'Priya Natarajan',
        phone: '0412 345 678',
        message: 'https://natarajanphysio.com.au - we want more bookings from Richmond and Hawthorn.',
      },
    },
    mails: {
      visitor: "Thank you! We'll contact you within 24 hours.",
      agency: 'New lead: Free SEO audit request from Priya Natarajan',
    },
    purpose: 'to prepare your free SEO audit and contact you about it',
  },
  {
    name: 'job-application',
    page: '/careers/senior-web-developer',
    section: '#apply',
    form: 'Send your application',
    axeScope: '#apply',
    fields: {
      // The job page preselects its own role.
      role: {
        kind: 'select',
        label: /Role/,
        initial: 'Senior Web Developer',
        value: 'Senior Web Developer',
        required: true,
      },
      name: { label: 'Name', missing: 'Please enter your name' },
      email: { label: 'Email', type: 'email', missing: 'Please enter your email address' },
      phone: { label: 'Phone (optional)', type: 'tel' },
      link: {
        label: 'Link to your CV, portfolio or LinkedIn',
        type: 'url',
        missing: 'Please enter a link to your CV, portfolio or LinkedIn profile',
      },
      message: {
        label: 'Why you? A short cover note',
        missing: 'Please write a short cover note',
      },
    },
    submit: { label: 'Send Application', busy: 'Sending...' },
    endpoint: 'job-applications',
    storedStatus: 201,
    analytics: 'job_application',
    jump: { link: 'Apply Now', target: '#apply' },
    malformed: {
      values: { link: 'linkedin.com/in/jordan-lee-dev' },
      messages: { link: 'Enter a link to your CV, portfolio or LinkedIn profile, starting with https://' },
    },
    sent: {
      view: 'cleared',
      toast: 'Thank you! Your application is in. We reply to every application within 5 business days.',
      note: 'Application received. We have emailed you to confirm it arrived.',
    },
    failure: {
      text: `There was an error sending your application. Please try again or contact us directly at ${business.email}.`,
    },
    lead: {
      kind: 'job_application',
      record: {
        kind: 'job_application',
        role: 'senior-web-developer',
        name: 'Jordan Lee',
        phone: '0412 345 678',
        link: 'https://www.linkedin.com/in/jordan-lee-dev',
        message:
          'Six years building React and Node sites for Melbourne retailers. I led a Shopify rebuild that halved page load times.',
      },
    },
    mails: {
      visitor: 'Thanks for applying for Senior Web Developer at Tallowood Digital',
      agency: 'New lead: Job application from Jordan Lee',
    },
    purpose: 'to assess your application for this role and contact you about it',
  },
  {
    name: 'newsletter',
    page: '/digital-trends',
    section: '#newsletter',
    form: 'Get digital growth insights in your inbox',
    // The box sits among the articles; the page's content was always checked with it.
    axeScope: '#main-content',
    fields: { email: { label: 'Email address', type: 'email', missing: 'Please enter your email address' } },
    submit: { label: 'Subscribe Now', busy: 'Subscribing...' },
    endpoint: 'newsletter',
    storedStatus: 202,
    analytics: 'newsletter',
    sendFromField: true,
    malformed: {
      values: { email: 'reader@example' },
      messages: { email: 'Please enter a valid email address' },
    },
    sent: { view: 'status', text: 'Almost there! Check your inbox and click the link to confirm your subscription.' },
    failure: { text: 'We could not subscribe you just now. Please try again in a moment.' },
    // Double opt-in: the address gets a confirmation link and the agency hears nothing yet.
    mails: { visitor: 'Please confirm your subscription to Tallowood Digital insights' },
    purpose: 'to send you our newsletter, once you confirm your address',
  },
  {
    name: 'unsubscribe',
    page: '/unsubscribe',
    section: 'main',
    form: 'Stop marketing emails',
    axeScope: '#main-content',
    fields: { email: { label: 'Email address', type: 'email', missing: 'Please enter your email address' } },
    submit: { label: 'Unsubscribe', busy: 'Unsubscribing...' },
    endpoint: 'unsubscribe',
    storedStatus: 200,
    analytics: 'unsubscribe',
    sendFromField: true,
    malformed: {
      values: { email: 'not-an-email' },
      messages: { email: 'Please enter a valid email address' },
    },
    sent: { view: 'heading', text: "You've been successfully unsubscribed from our emails" },
    thankYou: async (page) => {
      const booking = page.getByRole('link', { name: 'Book a Free Strategy Consultation' });
      await tabTo(page, booking);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/book-consultation$/);
    },
    failure: { text: 'There was an error processing your request. Please try again.' },
    // Nothing goes to an address that asked for no more mail; the agency hears of it in its hourly digest, not at once.
    mails: {},
    purpose: 'to stop sending you marketing emails and keep you off our lists',
  },
];

/** One entry by its `_form` name. */
export function leadForm(name: string): LeadFormEntry {
  const entry = leadForms.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No lead form named ${name}`);
  return entry;
}

/** How the entry is named in test titles. */
export const titleOf = (entry: LeadFormEntry) => `${entry.page} (${entry.name})`;

export function formOf(page: Page, entry: LeadFormEntry): Locator {
  return page.locator(entry.section).getByRole('form', { name: entry.form });
}

/** A field by its accessible name, inside `within` (the form, or the section once the form may be gone). */
export function fieldOf(within: Locator, spec: FieldSpec): Locator {
  if (spec.kind === 'select') return within.getByRole('combobox', { name: spec.label });
  if (spec.kind === 'radio') return within.getByRole('radiogroup', { name: spec.label });
  return within.getByRole('textbox', { name: spec.label });
}

export function submitOf(page: Page, entry: LeadFormEntry): Locator {
  return formOf(page, entry).getByRole('button', { name: entry.submit.label });
}

/** The error summary: it takes focus whenever a submission shows problems. */
export function summaryOf(form: Locator): Locator {
  return form.getByRole('heading', { name: 'There is a problem' }).locator('../..');
}

/** The valid answers by field name (the form's sample, as a visitor gives it), with this journey's address. */
export function validValues(entry: LeadFormEntry, email: string): Record<string, string> {
  const sample: Record<string, string | undefined> = leadFormSamples[entry.name];
  const values: Record<string, string> = {};
  for (const [key, spec] of Object.entries(entry.fields)) {
    const value = spec.type === 'email' ? email : (spec.value ?? sample[key]);
    if (value === undefined) throw new Error(`${entry.name}: the sample answers no field ${key}`);
    values[key] = value;
  }
  return values;
}

/** Opens the form's page as a visitor does and brings the form to life by touching it. */
export async function openForm(page: Page, entry: LeadFormEntry): Promise<Locator> {
  await page.goto(entry.page);
  await waitForHydration(page);
  await reachIsland(page, entry.section);
  return formOf(page, entry);
}

/** Fills the fields named in `values` (field key to value), by pointer. */
export async function fillForm(page: Page, entry: LeadFormEntry, values: Record<string, string>) {
  const form = formOf(page, entry);
  for (const [key, value] of Object.entries(values)) {
    const spec = fieldSpec(entry, key);
    const field = fieldOf(form, spec);
    if (spec.kind === 'select') await choose(field, value);
    else if (spec.kind === 'radio') {
      await field.getByText(value, { exact: true }).click();
      await expect(field.getByRole('radio', { name: value })).toBeChecked();
    } else await field.fill(value);
  }
}

/** Answers the focused field from the keyboard alone. */
export async function answerWithKeyboard(page: Page, entry: LeadFormEntry, key: string, value: string) {
  const spec = fieldSpec(entry, key);
  const field = fieldOf(formOf(page, entry), spec);
  if (spec.kind === 'select') await chooseWithKeyboard(page, field, value);
  else if (spec.kind === 'radio') {
    // Tab lands on the group's chosen radio.
    await expect(field.getByRole('radio', { name: spec.initial })).toBeFocused();
    await chooseRadioWithKeyboard(page, field, value);
  } else {
    await expect(field).toBeFocused();
    await page.keyboard.type(value);
  }
}

export function fieldSpec(entry: LeadFormEntry, key: string): FieldSpec {
  const spec = entry.fields[key];
  if (!spec) throw new Error(`${entry.name} has no field ${key}`);
  return spec;
}

/** Every field holds these values (field key to value). */
export async function expectValues(page: Page, entry: LeadFormEntry, values: Record<string, string>) {
  const form = formOf(page, entry);
  for (const [key, value] of Object.entries(values)) {
    const spec = fieldSpec(entry, key);
    const field = fieldOf(form, spec);
    if (spec.kind === 'select') await expect.poll(() => selectedLabel(field), `${key} keeps its choice`).toBe(value);
    else if (spec.kind === 'radio') await expect(field.getByRole('radio', { name: value })).toBeChecked();
    else await expect(field, `${key} keeps its value`).toHaveValue(value);
  }
}

/** The controls of a field (a radio group's radios, else the field itself). */
export async function controlsOf(form: Locator, spec: FieldSpec): Promise<Locator[]> {
  const field = fieldOf(form, spec);
  return spec.kind === 'radio' ? field.getByRole('radio').all() : [field];
}

/** What shows once the submission is stored: the thank-you heading, the status, or the toast. */
export function sentViewOf(page: Page, entry: LeadFormEntry): Locator {
  const { sent } = entry;
  if (sent.view === 'heading') return page.getByRole('heading', { name: sent.text });
  if (sent.view === 'status') return page.locator(entry.section).getByRole('status').filter({ hasText: sent.text });
  return toastWith(page, sent.toast);
}

/** The message a failed submission shows in the form (it takes focus: the element holding it). */
export function failureOf(page: Page, entry: LeadFormEntry): Locator {
  return formOf(page, entry).getByRole('alert').filter({ hasText: entry.failure.text });
}

/** Axe on the entry's area in its current state, and on the toast with this title that has just appeared. */
export async function expectAreaAxeClean(page: Page, entry: LeadFormEntry, state: string, toast?: string) {
  const context = `${titleOf(entry)} ${state}`;
  if (toast) {
    // The toast first: it closes itself after 5 s, sooner than a full-page audit takes on a busy machine.
    await expect(toastWith(page, toast)).toBeVisible();
    await expectFormAxeClean(page, '[role="region"]:has([role="alertdialog"])', `${context} (toast)`);
    // Closed as a visitor would: until it closes itself, the toast covers whatever it floats over (a field's
    // target-size check would fail on the overlap, or not, as the clock decides).
    await toastWith(page, toast).getByRole('button', { name: 'Close' }).click();
    await expect(toastWith(page, toast)).toBeHidden();
  }
  await expectFormAxeClean(page, entry.axeScope, context);
}

/** The title of the toast a stored submission shows, if any. */
export function sentToastOf(entry: LeadFormEntry): string | undefined {
  const { sent } = entry;
  return sent.view === 'cleared' ? sent.toast : sent.view === 'heading' ? sent.toast?.title : undefined;
}

/** Every request the page makes to the entry's endpoint (any method), with its idempotency key. */
export function requestsTo(page: Page, entry: LeadFormEntry): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${entry.endpoint}`)
      keys.push(`${request.method()} ${request.headers()['idempotency-key'] ?? ''}`);
  });
  return keys;
}

/**
 * The mails about this address are exactly the entry's: one to the visitor and one to the agency where each is
 * sent, with their subjects, and nothing else.
 */
export async function expectMails(request: APIRequestContext, entry: LeadFormEntry, email: string) {
  const { visitor, agency } = entry.mails;
  const expected = Number(visitor !== undefined) + Number(agency !== undefined);
  await mailsMentioning(email, expected);
  // Every mail queued has gone out: a repeat, or one too many, would be among them now.
  await outboxDrained(request);
  const mails = capturedMails().filter((mail) => mail.raw.includes(email));
  const subjectsTo = (address: string) => mails.filter((mail) => mail.to.includes(address)).map((mail) => mail.subject);
  expect(subjectsTo(email), 'mail to the visitor').toEqual(visitor === undefined ? [] : [visitor]);
  expect(subjectsTo(agencyInbox), 'mail to the agency').toEqual(agency === undefined ? [] : [agency]);
  expect(mails, 'no other mail mentions the address').toHaveLength(expected);
}

/** The submission was stored once: one lead (for the forms that make leads) and exactly its mails. */
export async function expectStoredOnce(request: APIRequestContext, entry: LeadFormEntry, email: string) {
  if (entry.lead) expect(await leadsWith(request, email, entry.lead.kind)).toHaveLength(1);
  await expectMails(request, entry, email);
  // Counted again once the mails are in, so a repeat that arrived late would show too.
  if (entry.lead) expect(await leadsWith(request, email, entry.lead.kind)).toHaveLength(1);
}
