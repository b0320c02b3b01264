/** The lead forms by name, and what the server tells a page about one posted without scripts. Light: no schemas. */

const leadFormNames = [
  'home',
  'contact',
  'consultation',
  'demo',
  'audit',
  'job-application',
  'newsletter',
  'unsubscribe',
] as const;

export type LeadFormName = (typeof leadFormNames)[number];

export function isLeadFormName(name: unknown): name is LeadFormName {
  return typeof name === 'string' && (leadFormNames as readonly string[]).includes(name);
}

/** The hidden field that names the form in an HTML post. */
export const formNameField = '_form';

/** A problem with one field (`path` is the field's name; empty for the form as a whole). */
export interface PostedIssue {
  path: string;
  message: string;
}

/**
 * What the server tells the page about a form the visitor posted without scripts: it was stored (`sent`),
 * or it came back with its problems and the values as typed (never the honeypot).
 */
export type PostedFormState =
  | { form: LeadFormName; path: string; outcome: 'sent' }
  | { form: LeadFormName; path: string; outcome: 'invalid'; values: Record<string, string>; issues: PostedIssue[] };

/** The query a stored HTML post is redirected to: it names the form, never a value. */
export const sentParameter = 'sent';

/** The element id a form's section carries, so the browser lands on it after a post. */
export const leadFormAnchor = (name: LeadFormName) => `lead-form-${name}`;

/** The id of the data block that carries the posted form's state from the server's page to the browser. */
export const postedFormElementId = 'posted-form';

/** The posted form's state from the page's data block, if the server sent one. */
export function readPostedForm(): PostedFormState | undefined {
  const text = document.getElementById(postedFormElementId)?.textContent;
  if (!text) return undefined;
  try {
    // Written by our own server into this page; a form reads it only when its name and path match.
    return JSON.parse(text) as PostedFormState;
  } catch {
    return undefined;
  }
}
