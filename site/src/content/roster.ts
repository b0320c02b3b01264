/**
 * Who the site speaks of: the clients it quotes and the agency's own people. Each client is one file in
 * `content/clients/`, each member of the team one in `content/team/`; pages name them by id, never by retyping a
 * name, so a business has one suburb and one owner everywhere. Read and checked at build (`build/content/roster.ts`);
 * the browser receives only the names (`virtual:client-roster`).
 */
import * as v from 'valibot';
import { idSchema, shortText, text } from '../blocks/fields.ts';

const stateSchema = v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

/** A name pages quote: filled into their text before it is read as YAML, so it carries no quote, colon or hash. */
const quotedName = (max: number) =>
  v.pipe(shortText(max), v.regex(/^[^'":#]*$/, 'must not contain quotes, colons or #: pages quote it'));

/** A person by their own name and the role they hold. */
const personSchema = v.strictObject({ id: idSchema, name: quotedName(60), role: quotedName(60) });

/** One client business: where it is, who speaks for it, what we built and what it claims came of it. */
export const clientSchema = v.strictObject({
  name: quotedName(60),
  trade: quotedName(40),
  suburb: quotedName(40),
  state: stateSchema,
  /** The people who may be quoted for the business (none for a client named only in case studies). */
  people: v.array(personSchema),
  built: text,
  results: v.pipe(v.array(shortText(120)), v.minLength(1)),
});

/** One of the agency's own people. */
export const teamMemberSchema = v.strictObject({
  name: quotedName(60),
  role: quotedName(60),
  bio: text,
  /** Position in the About page's team section (ascending). */
  order: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type Client = v.InferOutput<typeof clientSchema>;
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;

/** Both rosters, by id (the file's name). */
export interface Roster {
  clients: ReadonlyMap<string, Client>;
  team: ReadonlyMap<string, TeamMember>;
}

/** A quote's or a case's speaker: a client and, for a quote, one of its people. */
export interface Voice {
  client: string;
  person?: string;
}

/** What the browser knows of each client: the names its pages show. */
type ClientNames = Readonly<
  Record<
    string,
    Pick<Client, 'name' | 'trade' | 'suburb' | 'state'> & {
      people: Readonly<Record<string, { name: string; role: string }>>;
    }
  >
>;

/** What the browser knows of the team: names, roles and bios in the order the About page shows them. */
type TeamNames = Readonly<Record<string, Omit<TeamMember, 'order'>>>;

/** What is wrong with a reference to the roster at `field` (`blocks.3.items.1`): each problem names the field. */
export function voiceProblems(field: string, voice: Voice, roster: Roster): string[] {
  const client = roster.clients.get(voice.client);
  if (!client) {
    const member = roster.team.get(voice.client);
    return [
      member
        ? `${field}.client: "${voice.client}" is ${member.name}, ${member.role} at Tallowood, not a client`
        : `${field}.client: no client "${voice.client}" in content/clients`,
    ];
  }
  if (voice.person === undefined || client.people.some((person) => person.id === voice.person)) return [];
  const member = roster.team.get(voice.person);
  if (member) return [`${field}.person: "${voice.person}" is staff (${member.role}), not a voice of ${client.name}`];
  const speaker = [...roster.clients].find(([, other]) => other.people.some((person) => person.id === voice.person));
  if (speaker) {
    return [`${field}.person: "${voice.person}" speaks for ${speaker[1].name}, so cannot be quoted for ${client.name}`];
  }
  const known = client.people.map((person) => person.id).join(', ');
  return [`${field}.person: "${voice.person}" is not one of ${client.name}'s people (${known})`];
}

/**
 * What text may say of the roster, by placeholder: `%northside-plumbing.name%`, `.trade`, `.suburb`, `.state`, a
 * person's full name (`%northside-plumbing.dean-kowalski%`), `.first` name and `.role`; `%team.priya-raman%` and its
 * `.role`. The dot keeps them apart from the business facts (`%phone%`).
 */
export function rosterFacts(roster: Roster): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const [id, client] of roster.clients) {
    facts[`${id}.name`] = client.name;
    facts[`${id}.trade`] = client.trade;
    facts[`${id}.suburb`] = client.suburb;
    facts[`${id}.state`] = client.state;
    for (const person of client.people) {
      facts[`${id}.${person.id}`] = person.name;
      facts[`${id}.${person.id}.first`] = person.name.replace(/^Dr /, '').split(' ')[0] ?? person.name;
      facts[`${id}.${person.id}.role`] = person.role;
    }
  }
  for (const [id, member] of roster.team) {
    facts[`team.${id}`] = member.name;
    facts[`team.${id}.role`] = member.role;
  }
  return facts;
}

const rosterPlaceholder = /%([a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)+)%/g;

/** `text` with its roster placeholders filled in; one the roster does not hold is reported through `unknown`. */
export function withRoster(text: string, facts: Readonly<Record<string, string>>, unknown: (name: string) => void) {
  return text.replace(rosterPlaceholder, (match, name: string) => {
    const fact = facts[name];
    if (fact === undefined) unknown(name);
    return fact ?? match;
  });
}

/** What an error says of a roster placeholder the rosters do not hold. */
export function unknownRosterName(name: string): string {
  const [id] = name.split('.');
  return `%${name}% names no one in the rosters (content/clients/${id}.yaml, content/team/): use %<client>.name%, .suburb, .state, .trade, %<client>.<person>% (.first, .role) or %team.<member>%`;
}

/** The names the browser shows, from the full roster. */
export function clientNames(roster: Roster): ClientNames {
  return Object.fromEntries(
    [...roster.clients].map(([id, { name, trade, suburb, state, people }]) => [
      id,
      {
        name,
        trade,
        suburb,
        state,
        people: Object.fromEntries(people.map((person) => [person.id, { name: person.name, role: person.role }])),
      },
    ]),
  );
}

/** The team as the browser shows it, in order. */
export function teamNames(roster: Roster): TeamNames {
  return Object.fromEntries(
    [...roster.team].sort(([, a], [, b]) => a.order - b.order).map(([id, { order: _, ...member }]) => [id, member]),
  );
}
