/**
 * The agency's facts as content names them: a page writes `%phone%` or `%email-link%`, never the number or address
 * itself, so a new number is one edit in `config/business.ts`. Filled in when content is read at build.
 */
import { business } from '../config/business.ts';

const { street, locality, region, postcode } = business.address;

/** What a placeholder (`%name%`) stands for. */
export const contentFacts: Readonly<Record<string, string>> = {
  phone: business.phone.display,
  'phone-link': business.phone.href,
  email: business.email,
  'email-link': `mailto:${business.email}`,
  hours: business.hoursText,
  street,
  address: `${street}, ${locality} ${region} ${postcode}`,
};

const placeholder = /%([a-z][a-z-]*)%/g;

/** `text` with each fact filled in; a placeholder that names no fact is reported through `unknown`. */
export function withFacts(text: string, unknown: (name: string) => void): string {
  return text.replace(placeholder, (match, name: string) => {
    const fact = contentFacts[name];
    if (fact === undefined) unknown(name);
    return fact ?? match;
  });
}

/**
 * Every string inside `value` (parsed YAML) with its facts filled in. A placeholder that names no fact is a problem
 * named by its field (`blocks.3.secondary.href: %fone% is not a fact: …`).
 */
export function fillFacts(value: unknown, problems: string[], field = ''): unknown {
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (typeof value === 'string') {
    return withFacts(value, (name) => problems.push(`${field || '(root)'}: ${unknownFact(name)}`));
  }
  if (Array.isArray(value)) return value.map((item, index) => fillFacts(item, problems, at(index)));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFacts(item, problems, at(key))]));
  }
  return value;
}

/** What an error says of a placeholder that names no fact. */
export function unknownFact(name: string): string {
  const known = Object.keys(contentFacts)
    .map((fact) => `%${fact}%`)
    .join(', ');
  return `%${name}% is not a fact: use one of ${known}`;
}
