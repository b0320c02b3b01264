import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blocksOf } from '../../src/blocks/select.ts';
import { clientNames, teamNames } from '../../src/content/roster.ts';
import { parseArticle } from './articles.ts';
import { ContentError, contentRoot, parseEntry } from './load.ts';
import { handMadeVoiceProblems, loadRoster, siteRoster } from './roster.ts';

const roster = siteRoster();
const dir = mkdtempSync(join(tmpdir(), 'roster-'));

/** A copy of a real entry with its first block of `type` changed, written where `parseEntry` can read it. */
function withBlock(
  collection: 'company' | 'sales',
  slug: string,
  type: 'testimonial' | 'ranking-cases',
  change: (block: object) => object,
): string {
  const entry = parseEntry(collection, join(contentRoot, collection, `${slug}.yaml`));
  let changed = false;
  const blocks = entry.data.blocks.map((block) => {
    if (changed || block.type !== type) return block;
    changed = true;
    return change(block);
  });
  const file = join(dir, `${slug}.yaml`);
  writeFileSync(file, JSON.stringify({ ...entry.data, blocks }));
  return file;
}

/** A rosters folder holding the given files (`clients/x.yaml`: YAML text). */
function rosterFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rosters-'));
  mkdirSync(join(root, 'clients'));
  mkdirSync(join(root, 'team'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

const client = (name: string, person: string) =>
  `name: ${name}\ntrade: Plumbing\nsuburb: Preston\nstate: VIC\npeople:\n  - { id: p, name: ${person}, role: Owner }\nbuilt: A site.\nresults: [More calls]\n`;
const member = 'name: Priya Raman\nrole: Head of Design\norder: 0\nbio: Leads design.\n';

describe('the rosters', () => {
  test('the site names clients and a team, and each quoted person speaks for one business', () => {
    expect(roster.clients.size).toBeGreaterThan(20);
    expect([...roster.team.values()].map((person) => person.name)).toEqual(
      expect.arrayContaining(['Marcus Reid', 'Priya Raman', 'Tom Gallagher', 'Ellie Nguyen']),
    );
    const names = [...roster.clients.values()].flatMap((entry) => entry.people.map((person) => person.name));
    expect(new Set(names).size).toBe(names.length);
  });

  test('the browser gets names only, the team in its order', () => {
    expect(clientNames(roster)['northside-plumbing']).toEqual({
      name: 'Northside Plumbing',
      trade: 'Plumbing',
      suburb: 'Brunswick',
      state: 'VIC',
      people: { 'dean-kowalski': { name: 'Dean Kowalski', role: 'Owner' } },
    });
    const order = [...roster.team].sort(([, a], [, b]) => a.order - b.order).map(([id]) => id);
    expect(Object.keys(teamNames(roster))).toEqual(order);
    expect(Object.values(teamNames(roster))[0]).toEqual({
      name: 'Marcus Reid',
      role: 'Founder and Managing Director',
      bio: expect.stringContaining('strategy calls'),
    });
  });

  test("the home page's quotes are clients' people in the roster", () => {
    expect(handMadeVoiceProblems(roster)).toEqual([]);
  });

  test('the About page shows the whole team from the team roster', () => {
    const about = parseEntry('company', join(contentRoot, 'company', 'about.yaml'));
    const [section] = blocksOf(about.data.blocks, 'team');
    expect(section?.members.slice().sort()).toEqual([...roster.team.keys()].sort());
  });

  test('one person quoted for two businesses does not load', () => {
    const root = rosterFolder({
      'clients/northside.yaml': client('Northside Plumbing', 'Dean Kowalski'),
      'clients/southside.yaml': client('Southside Plumbing', 'Dean Kowalski'),
    });
    expect(() => loadRoster(root)).toThrow(ContentError);
    expect(() => loadRoster(root)).toThrow(
      /clients\/southside\.yaml: people\.0: Dean Kowalski already speaks for northside/,
    );
  });

  test('a member of the team given a client voice does not load', () => {
    const root = rosterFolder({
      'clients/kingsway.yaml': client('Kingsway Physiotherapy', 'Priya Raman'),
      'team/priya-raman.yaml': member,
    });
    expect(() => loadRoster(root)).toThrow(/clients\/kingsway\.yaml: people\.0: Priya Raman is on the team/);
  });

  test('a client file missing its suburb names the file and the field', () => {
    const root = rosterFolder({ 'clients/nowhere.yaml': client('Nowhere Co', 'Ann Lee').replace(/suburb.*\n/, '') });
    expect(() => loadRoster(root)).toThrow(/clients\/nowhere\.yaml: does not match the client schema[\s\S]*suburb/);
  });

  test("a name that would break the page's YAML when quoted is refused", () => {
    const root = rosterFolder({ 'clients/obriens.yaml': client('"O\'Brien\'s Plumbing"', 'Kate Byrne') });
    expect(() => loadRoster(root)).toThrow(
      /clients\/obriens\.yaml: does not match the client schema\n {2}name: must not/,
    );
  });
});

describe('pages refer to the rosters by id', () => {
  test('a quote from a client the roster does not hold', () => {
    const file = withBlock('company', 'about', 'testimonial', (block) => ({ ...block, client: 'southside-plumbing' }));
    expect(() => parseEntry('company', file)).toThrow(
      /about\.yaml: blocks\.\d+\.client: no client "southside-plumbing" in content\/clients/,
    );
  });

  test('a person quoted for a business they do not speak for', () => {
    const file = withBlock('company', 'about', 'testimonial', (block) => ({ ...block, person: 'helen-tran' }));
    expect(() => parseEntry('company', file)).toThrow(
      /about\.yaml: blocks\.\d+\.person: "helen-tran" speaks for Bayside Family Dental, so cannot be quoted for Northside Plumbing/,
    );
  });

  test('a member of the team quoted as a client, or a client shown as team', () => {
    const asClient = withBlock('company', 'about', 'testimonial', (block) => ({ ...block, client: 'priya-raman' }));
    expect(() => parseEntry('company', asClient)).toThrow(
      /about\.yaml: blocks\.\d+\.client: "priya-raman" is Priya Raman, Head of Design at Tallowood, not a client/,
    );
    const asPerson = withBlock('company', 'about', 'testimonial', (block) => ({ ...block, person: 'priya-raman' }));
    expect(() => parseEntry('company', asPerson)).toThrow(
      /about\.yaml: blocks\.\d+\.person: "priya-raman" is staff \(Head of Design\), not a voice of Northside Plumbing/,
    );
    const about = parseEntry('company', join(contentRoot, 'company', 'about.yaml'));
    const blocks = about.data.blocks.map((block) =>
      block.type === 'team' ? { ...block, members: [...block.members, 'dean-kowalski'] } : block,
    );
    const file = join(dir, 'about-team.yaml');
    writeFileSync(file, JSON.stringify({ ...about.data, blocks }));
    expect(() => parseEntry('company', file)).toThrow(
      /about-team\.yaml: blocks\.\d+\.members\.4: "dean-kowalski" speaks for Northside Plumbing, a client/,
    );
  });

  test('a case study for a client the roster does not hold', () => {
    const file = withBlock('sales', 'client-results', 'ranking-cases', (block) => {
      const cases = block as { items: object[] };
      return { ...cases, items: [{ ...cases.items[0], client: 'iron-range-gym' }, ...cases.items.slice(1)] };
    });
    expect(() => parseEntry('sales', file)).toThrow(
      /client-results\.yaml: blocks\.\d+\.items\.0\.client: no client "iron-range-gym"/,
    );
  });

  test('text names a client through the roster, and a name it does not hold stops the build', () => {
    const results = parseEntry('sales', join(contentRoot, 'sales', 'client-results.yaml'));
    expect(JSON.stringify(results.data)).toContain('Murray & Co Lawyers campaign in Adelaide');
    const file = join(dir, 'typo.yaml');
    writeFileSync(file, 'title: "%murray-co-lawyer.name% results"\n');
    expect(() => parseEntry('sales', file)).toThrow(/typo\.yaml: %murray-co-lawyer\.name% names no one in the rosters/);
  });

  test("an article's byline is someone on the team, in their role", async () => {
    const real = readFileSync(join(contentRoot, 'articles', 'seo-results.md'), 'utf8');
    const source = real.replace('role: SEO Lead', 'role: Practice Manager');
    expect(source).not.toBe(real);
    await expect(parseArticle(join(dir, 'seo-results.md'), source)).rejects.toThrow(
      /seo-results\.md: author\.role: Tom Gallagher is SEO Lead, not Practice Manager/,
    );
  });
});
