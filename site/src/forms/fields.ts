/**
 * Field rules shared by every lead form. The site's forms and the lead API validate with the same
 * schemas, so these modules must stay free of Node imports.
 */
import * as v from 'valibot';

export const limits = {
  name: 120,
  email: 254,
  phone: 32,
  company: 160,
  url: 2048,
  message: 5000,
} as const;

/** The honeypot: a field people never see or fill. A filled one marks the submission as a bot's. */
export const honeypotField = 'company_website';

/** Control characters: none belong in one line; CR, LF and NUL would let a value break out of a mail header. */
function isOneLine(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029) return false;
  }
  return true;
}

/** Multi-line text keeps tabs and line breaks; NUL and other controls cannot be stored or shown. */
function isPrintableText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

const oneLineMessage = (label: string) => `${label} must be on one line.`;

/** A required one-line text: trimmed, non-empty, at most `max` characters. */
export function requiredLine(label: string, required: string, max: number) {
  return v.pipe(
    v.string(required),
    v.check(isOneLine, oneLineMessage(label)),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

/** An optional one-line text: missing, null or blank become `undefined`. */
export function optionalLine(label: string, max: number) {
  return optional(
    label,
    v.pipe(
      v.string(`${label} must be text.`),
      v.check(isOneLine, oneLineMessage(label)),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters.`),
    ),
  );
}

/** Required multi-line text (a message or project details). */
export function requiredText(label: string, required: string, max: number = limits.message) {
  return v.pipe(
    v.string(required),
    v.check(isPrintableText, `${label} contains characters that cannot be saved.`),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

/** Optional multi-line text. */
export function optionalText(label: string, max: number = limits.message) {
  return optional(
    label,
    v.pipe(
      v.string(`${label} must be text.`),
      v.check(isPrintableText, `${label} contains characters that cannot be saved.`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters.`),
    ),
  );
}

export const emailMessages = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
} as const;

// The local part is an RFC 5322 dot-atom: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~ in
// runs joined by single dots, plus the non-ASCII letters of internationalised addresses (RFC 6532).
// Quoted local parts ("jane doe"@…) are refused: real mailboxes do not use them, and they would let
// spaces and quotes into an address.
const atext = "[\\p{L}\\p{M}\\p{Nd}!#$%&'*+/=?^_`{|}~-]";
const localPartPattern = new RegExp(`^${atext}+(?:\\.${atext}+)*$`, 'u');
// A host name label: letters (any script) and digits, inner hyphens, at most 63 characters.
const labelPattern = /^[\p{L}\p{M}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]{0,61}[\p{L}\p{M}\p{Nd}])?$/u;
// A top-level domain is letters only (`au`, `com`, `рф`), or its ASCII form `xn--…`.
const tldPattern = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z\d-]+)$/iu;
// RFC 5321: mail servers take local parts of up to 64 octets and domains of up to 253.
const maxLocalPart = 64;
const maxDomain = 253;
const utf8 = new TextEncoder();

/** A deliverable mailbox `local@domain.tld`: one address, no display name, no IP literal. */
function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (utf8.encode(local).length > maxLocalPart || utf8.encode(domain).length > maxDomain) return false;
  if (!localPartPattern.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => labelPattern.test(label))) return false;
  return tldPattern.test(labels.at(-1) as string);
}

/** A required e-mail address in the usual `name@domain.tld` form. */
export function email() {
  return v.pipe(
    v.string(emailMessages.required),
    v.check(isOneLine, emailMessages.invalid),
    v.trim(),
    v.nonEmpty(emailMessages.required),
    v.maxLength(limits.email, `Email address must be at most ${limits.email} characters.`),
    v.check(isEmailAddress, emailMessages.invalid),
  );
}

const phonePattern = /^[0-9 +()-]+$/;
const phoneInvalid = 'Please enter a valid phone number (digits, spaces and + ( ) - only).';

function phoneRules(required: string) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(limits.phone, `Phone number must be at most ${limits.phone} characters.`),
    v.regex(phonePattern, phoneInvalid),
    v.check((value) => (value.match(/\d/g)?.length ?? 0) >= 6, phoneInvalid),
  );
}

export const phone = (required = 'Please enter your phone number') => phoneRules(required);
export const optionalPhone = () => optional('Phone number', phoneRules('Please enter your phone number'));

const urlInvalid = 'Please enter a valid website address, like https://example.com.au';
const schemePattern = /^[a-z][a-z\d+.-]*:/i;

const hostLabel = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/;
const topLevelDomain = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/;
const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * A host a website can live at: dot-separated names ending in a top-level domain (the parser has
 * already lower-cased it and turned international names into `xn--` form), or an IPv4 address. Hosts
 * like `..`, `-a-.com` or `localhost` are refused.
 */
function isWebHost(hostname: string): boolean {
  if (ipv4.test(hostname)) return true;
  const labels = hostname.split('.');
  return (
    labels.length >= 2 &&
    hostname.length <= 253 &&
    labels.every((label) => hostLabel.test(label)) &&
    topLevelDomain.test(labels.at(-1) ?? '')
  );
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && isWebHost(url.hostname);
  } catch {
    return false;
  }
}

function urlRules(label: string) {
  return v.pipe(
    v.string(urlInvalid),
    v.check(isOneLine, oneLineMessage(label)),
    v.trim(),
    v.maxLength(limits.url, `${label} must be at most ${limits.url} characters.`),
    // People type "example.com.au"; a missing scheme means https.
    v.transform((value) => (schemePattern.test(value) ? value : `https://${value}`)),
    v.maxLength(limits.url, `${label} must be at most ${limits.url} characters.`),
    v.check(isWebAddress, urlInvalid),
  );
}

/** An optional http(s) address; one without a scheme is read as https. */
export const optionalUrl = (label = 'Website') => optional(label, urlRules(label));

/**
 * A required link typed in full, scheme included: `invalid` is shown for anything that is not one http(s)
 * address without spaces, `required` when it is missing or blank.
 */
export function requiredLink(label: string, required: string, invalid: string) {
  return v.pipe(
    v.string(required),
    v.check(isOneLine, oneLineMessage(label)),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(limits.url, `${label} must be at most ${limits.url} characters.`),
    v.check((value) => !/\s/.test(value) && isWebAddress(value), invalid),
  );
}

/** One of the given options, with a human message otherwise. */
export function oneOf<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.picklist(options, message);
}

/** Missing, null and blank all mean "not given"; anything else goes through `inner`. */
function optional<TOutput>(label: string, inner: v.GenericSchema<string, TOutput>) {
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`)),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value)),
    v.optional(inner),
  );
}

/** The honeypot entry every form carries so its (always empty) input passes validation. */
const honeypot = { [honeypotField]: v.optional(v.string()) };

/**
 * A form object that refuses unknown fields and names the missing ones in plain words. `entries` come in the order
 * the form shows its fields: its error summaries list problems in that order (`fieldOrder` in leadForm.ts).
 * `required` maps each required field to the message shown when it is absent; the schema keeps it
 * (`requiredMessages`) for the checks a page can make before its code runs (`earlyChecks`).
 */
export function formObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  required: Partial<Record<keyof TEntries, string>>,
) {
  const schema = v.strictObject({ ...entries, ...honeypot }, (issue) => {
    const key = issue.path?.[0]?.key;
    if (key === undefined) return 'Please send the form as a JSON object.';
    if (issue.expected === 'never') return `Unknown field "${String(key)}".`;
    return (required as Record<string, string | undefined>)[String(key)] ?? `Please fill in ${String(key)}.`;
  });
  return Object.assign(schema, { requiredMessages: required as Readonly<Record<string, string | undefined>> });
}

/**
 * The checks a form's first script makes on a submit before its code has run (see the kit's `EarlyErrorSummary`):
 * each required field on show, in `order`, with its message when empty, and an e-mail field's message for an
 * address the browser calls malformed. The code's own validation, from the same schema, follows.
 */
export function earlyChecks(
  schema: v.GenericSchema,
  order: readonly string[],
  idFor: (name: string) => string,
): [fieldId: string, required: string, invalid?: string][] {
  const { requiredMessages, entries } = schema as Partial<ReturnType<typeof formObject>>;
  if (!requiredMessages || !entries) return [];
  return order.flatMap((name) => {
    const required = requiredMessages[name];
    if (!required) return [];
    const pipe = (entries[name] as { pipe?: readonly { requirement?: unknown }[] } | undefined)?.pipe ?? [];
    const isEmail = pipe.some((item) => item.requirement === isEmailAddress);
    return [isEmail ? [idFor(name), required, emailMessages.invalid] : [idFor(name), required]];
  });
}
