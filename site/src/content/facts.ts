/**
 * The agency's facts as content names them: a page writes `%phone%` or `%email-link%`, never the number or address
 * itself, so a new number is one edit in `config/business.ts`. Filled in when content is read at build.
 */
import { business } from '../config/business.ts';
import { guaranteePlaceholders, namesGuarantee, unknownGuarantee } from './guarantees.ts';

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

/** Facts and the guarantees' words (`guarantees.ts`), by placeholder name. */
const placeholders: Readonly<Record<string, string>> = { ...contentFacts, ...guaranteePlaceholders };

const placeholder = /%([a-zA-Z][a-z0-9-]*)%/g;

/** `text` with each fact and guarantee filled in; a placeholder that names neither is reported through `unknown`. */
export function withFacts(text: string, unknown: (name: string) => void): string {
  return text.replace(placeholder, (match, name: string) => {
    const fact = placeholders[name];
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

/** What an error says of a placeholder that names no fact (or no guarantee). */
export function unknownFact(name: string): string {
  if (namesGuarantee(name)) return unknownGuarantee(name);
  const known = Object.keys(contentFacts)
    .map((fact) => `%${fact}%`)
    .join(', ');
  return `%${name}% is not a fact: use one of ${known}`;
}
