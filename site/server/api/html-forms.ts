/**
 * Lead forms posted as plain HTML (`application/x-www-form-urlencoded`), for visitors without scripts or
 * before the form's code has loaded. The values pass the form's own schema and then the endpoint's, and are
 * stored by the same submission as the JSON API: one transaction with the outbox mails, honeypot, rate limit,
 * length limits. The page answers with a redirect to the sent view, or re-renders with the problems.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { honeypotField } from '../../src/forms/fields.ts';
import type { AnyLeadForm } from '../../src/forms/leadForm.ts';
import {
  formNameField,
  isLeadFormName,
  leadFormAnchor,
  type PostedFormState,
  type PostedIssue,
  sentParameter,
} from '../../src/forms/leadFormNames.ts';
import { leadForms } from '../../src/forms/leadForms.ts';
import { isCrossSite } from '../cross-site.ts';
import { DatabaseUnavailableError } from '../db/errors.ts';
import { ApiError, issuesOf, maxBodyBytes, readText, requestHash, unavailableRetryAfter } from '../http.ts';
import { type ApiContext, limit, type Submission } from './context.ts';

export type FormPostResult =
  /** Stored (or a repeat of a stored post): see the sent view. */
  | { kind: 'sent'; location: string }
  /** Shown again with its problems and the values as typed. */
  | { kind: 'invalid'; status: 400; state: PostedFormState }
  /** Not a form of this site, or not readable as one: nothing to re-render. */
  | { kind: 'refused'; status: 400 | 413 | 415; message: string }
  /** Posted from a page of another site: nothing read, nothing stored. */
  | { kind: 'cross_site' }
  /** Over the client's allowance, or the address's: try again after `retryAfter` seconds. */
  | { kind: 'limited'; over: 'client' | 'address'; retryAfter: string }
  /** The database cannot take it now: try again after `retryAfter` seconds. */
  | { kind: 'unavailable'; retryAfter: string };

const refused = (status: 400 | 413 | 415, message: string): FormPostResult => ({ kind: 'refused', status, message });

/** The post's fields as one string each; a field sent twice is a problem of its own. */
export function readFormFields(text: string): { values: Record<string, string>; repeated: string[] } {
  const values: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(values, name)) repeated.add(name);
    else values[name] = value;
  }
  return { values, repeated: [...repeated] };
}

/** Takes one HTML post to `path` (the page the form is on). */
export async function submitHtmlForm(
  api: ApiContext,
  submissions: Record<string, Submission>,
  c: Context,
  path: string,
): Promise<FormPostResult> {
  // Before anything is read: a page on another site must not post a lead, a subscription or an unsubscribe.
  if (isCrossSite(c, api.config)) return { kind: 'cross_site' };
  const [type, ...parameters] = (c.req.header('content-type') ?? '').split(';').map((part) => part.trim());
  if (type?.toLowerCase() !== 'application/x-www-form-urlencoded')
    return refused(415, 'This address takes the form on its page only.');
  const charset = parameters.find((part) => /^charset=/i.test(part))?.slice('charset='.length);
  if (charset && !/^"?utf-8"?$/i.test(charset))
    return refused(415, 'The form was sent in a character set other than UTF-8. Please send it from its page.');

  let text: string;
  try {
    text = await readText(c, maxBodyBytes);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413)
      return refused(413, `The form is too long to send (at most ${maxBodyBytes / 1024} KB). Please shorten it.`);
    return refused(400, 'The form could not be read. Please send it again from its page.');
  }
  const { values, repeated } = readFormFields(text);
  const name = values[formNameField];
  if (!isLeadFormName(name) || repeated.includes(formNameField))
    return refused(400, 'This is not a form we know. Please send it from its page.');
  const definition: AnyLeadForm = leadForms[name];
  delete values[formNameField];

  const kept = { ...values };
  delete kept[honeypotField];
  const invalid = (issues: PostedIssue[]): FormPostResult => ({
    kind: 'invalid',
    status: 400,
    state: { form: name, path, outcome: 'invalid', values: kept, issues },
  });
  const limited = (over: 'client' | 'address', error: ApiError): FormPostResult => ({
    kind: 'limited',
    over,
    retryAfter: error.headers['Retry-After'] ?? '60',
  });
  const sent: FormPostResult = {
    kind: 'sent',
    location: `${path === '/' ? '/' : path}?${sentParameter}=${name}#${leadFormAnchor(name)}`,
  };

  try {
    limit(api, c, `/api/${definition.endpoint}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return limited('client', error);
    throw error;
  }
  if (values[honeypotField]) return sent;
  if (repeated.length > 0)
    return invalid(
      repeated.map((field) => ({ path: field, message: 'This field was sent more than once. Please send it again.' })),
    );

  const result = v.safeParse(definition.schema, { ...values, ...definition.fixed }, { abortPipeEarly: true });
  if (!result.success) return invalid(issuesOf(result.issues));
  const checked = result.output as never;
  // Undefined (left blank) fields are dropped, as they are from the JSON the browser sends.
  const body = JSON.parse(JSON.stringify(definition.toBody ? definition.toBody(checked) : checked)) as Record<
    string,
    unknown
  >;
  const submit = submissions[definition.endpoint];
  if (!submit) throw new Error(`no submission for ${definition.endpoint}`);
  try {
    // The same values posted again (a double click, a reload of the post, back and resubmit) replay the stored
    // answer instead of making a second lead.
    await submit(body, `form:${requestHash({ form: name, body })}`);
    return sent;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return invalid((error.body.issues ?? []).map(({ path: field, message }) => ({ path: field, message })));
    // Past the client's allowance checked above, a submission limits only by the address it names.
    if (error instanceof ApiError && error.status === 429) return limited('address', error);
    if (error instanceof DatabaseUnavailableError)
      return { kind: 'unavailable', retryAfter: String(unavailableRetryAfter) };
    throw error;
  }
}
