/**
 * Reads and checks the rosters in Node (build and tests): each client in `content/clients/`, each member of the
 * team in `content/team/`, validated, then checked as a whole: one person speaks for one business, and nobody on
 * the team speaks for a client.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type * as v from 'valibot';
import { home } from '../../src/content/home.ts';
import {
  type Client,
  clientSchema,
  type Roster,
  rosterFacts,
  type TeamMember,
  teamMemberSchema,
  unknownRosterName,
  voiceProblems,
  withRoster,
} from '../../src/content/roster.ts';
import { ContentError, contentRoot, filesIn, validYaml } from './errors.ts';

function readRosterFile<T>(
  root: string,
  absolutePath: string,
  schema: v.GenericSchema<unknown, T>,
  kind: string,
): [string, T] {
  const file = relative(root, absolutePath);
  const data = validYaml(file, readFileSync(absolutePath, 'utf8'), schema, { schema: kind });
  const id = basename(absolutePath, '.yaml');
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id))
    throw new ContentError(`${file}: the file name must be a lower-case id`);
  return [id, data];
}

/** What no single roster file can show: a person speaking for two businesses, or for a client while on the team. */
function rosterProblems(roster: Roster): string[] {
  const problems: string[] = [];
  const speaksFor = new Map<string, string>();
  const staff = new Map([...roster.team].map(([id, member]) => [member.name, `team/${id}.yaml`]));
  for (const [id, client] of roster.clients) {
    client.people.forEach((person, index) => {
      const field = `clients/${id}.yaml: people.${index}`;
      for (const key of [`id:${person.id}`, `name:${person.name}`]) {
        const other = speaksFor.get(key);
        if (other && other !== id) {
          problems.push(`${field}: ${person.name} already speaks for ${other}; one person speaks for one business`);
        }
        speaksFor.set(key, id);
      }
      const member = staff.get(person.name);
      if (member) problems.push(`${field}: ${person.name} is on the team (${member}), not a client's voice`);
    });
    if (roster.team.has(id)) problems.push(`clients/${id}.yaml: the same id as team/${id}.yaml`);
  }
  return problems;
}

/** Both rosters, validated and cross-checked; a problem stops the build naming the file and the field. */
export function loadRoster(root = contentRoot): Roster {
  const clients = new Map<string, Client>(
    filesIn(join(root, 'clients'), '.yaml').map((file) => readRosterFile(root, file, clientSchema, 'client')),
  );
  const team = new Map<string, TeamMember>(
    filesIn(join(root, 'team'), '.yaml').map((file) => readRosterFile(root, file, teamMemberSchema, 'team')),
  );
  const roster = { clients, team };
  const problems = rosterProblems(roster);
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return roster;
}

let cached: { roster: Roster; facts: Record<string, string> } | undefined;

/** The site's own rosters, read once. */
export function siteRoster(): Roster {
  cached ??= (() => {
    const roster = loadRoster();
    return { roster, facts: rosterFacts(roster) };
  })();
  return cached.roster;
}

/** A file's source with its roster placeholders filled in; one the rosters do not hold stops the build. */
export function rosterText(file: string, source: string, roster: Roster): string {
  const facts = roster === cached?.roster ? cached.facts : rosterFacts(roster);
  const unknown: string[] = [];
  const filled = withRoster(source, facts, (name) => unknown.push(`${file}: ${unknownRosterName(name)}`));
  if (unknown.length > 0) throw new ContentError(unknown.join('\n'));
  return filled;
}

/** The quotes on hand-made pages (the home page's), checked against the rosters as entries' blocks are. */
export function handMadeVoiceProblems(roster: Roster): string[] {
  return home.testimonials.items.flatMap((item, index) =>
    voiceProblems(`home.ts: testimonials.items.${index}`, item, roster),
  );
}

/** An article's byline names someone on the team, in the role the team roster gives them. */
export function authorProblems(author: { name: string; role: string }, roster: Roster): string[] {
  const member = [...roster.team.values()].find((other) => other.name === author.name);
  if (!member) return [`author: ${author.name} is not on the team (content/team/)`];
  return member.role === author.role ? [] : [`author.role: ${author.name} is ${member.role}, not ${author.role}`];
}
