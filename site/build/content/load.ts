/**
 * Reads and checks the content collections in Node (build and tests): every file parsed, validated against the
 * schema and cross-checked, with errors that name the file and the field.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { type BlockLink, linkAt } from '../../src/blocks/definition.ts';
import { blockLinks, blockProblems } from '../../src/blocks/registry.ts';
import { type CollectionName, collectionNames, collections, type TemplateName } from '../../src/content/collections.ts';
import type { ContentEntry } from '../../src/content/entry.ts';
import { fillFacts } from '../../src/content/facts.ts';
import { type Roster, voiceProblems } from '../../src/content/roster.ts';
import { type EntryData, entrySchema } from '../../src/content/schema.ts';
import { citedSources } from '../../src/content/sources.ts';
import { entryTexts } from '../../src/content/text.ts';
import { datedFactsIn } from './datedFacts.ts';
import { ContentError, contentRoot, filesIn, readYaml, validData } from './errors.ts';
import { rosterText, siteRoster } from './roster.ts';

export { ContentError, contentRoot };

/** Parses and validates one file; throws a `ContentError` naming the file and each bad field. */
export function parseEntry(
  collection: CollectionName,
  absolutePath: string,
  source?: string,
  roster = siteRoster(),
): ContentEntry {
  const file = relative(contentRoot, absolutePath);
  const yaml = readYaml(file, rosterText(file, source ?? readFileSync(absolutePath, 'utf8'), roster));
  const unknownFacts: string[] = [];
  const raw = fillFacts(yaml, unknownFacts);
  if (unknownFacts.length > 0) throw new ContentError(unknownFacts.map((problem) => `${file}: ${problem}`).join('\n'));
  const data = validData(file, raw, entrySchema, { schema: 'content' });
  const slug = basename(absolutePath, '.yaml');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(`${file}: the file name must be a lower-case slug`);
  }
  const { path, template } = collections[collection];
  const problems = [...entryProblems(slug, data, roster), ...projectProblems(template, data, roster)];
  if (template === 'service' && data.serviceType === undefined) {
    problems.push('serviceType: missing (what the page sells, as its structured data names it)');
  }
  if (problems.length > 0) throw new ContentError(problems.map((problem) => `${file}: ${problem}`).join('\n'));
  const { sources } = data;
  return {
    collection,
    slug,
    path: path(slug),
    template,
    file,
    data,
    ...(sources ? { sources: citedSources(sources) } : {}),
  };
}

/** Every link an entry's hero and blocks carry as data, at its field path. */
export function entryLinks(data: EntryData): BlockLink[] {
  const { primary, secondary } = data.hero;
  return [
    ...(primary ? [linkAt('hero.primary', primary)] : []),
    ...(secondary ? [linkAt('hero.secondary', secondary)] : []),
    ...data.blocks.flatMap(blockLinks),
  ];
}

/** What the schema cannot say of one file: references inside it between blocks, fields and the forms. */
function entryProblems(slug: string, data: EntryData, roster: Roster): string[] {
  const problems = blockProblems(data.blocks, { slug, job: Boolean(data.job), links: entryLinks(data), roster });
  if (data.job && data.job.salary.min > data.job.salary.max) problems.push('job.salary: min is more than max');
  if (data.job && data.job.validThrough <= data.job.datePosted) problems.push('job.validThrough: not after datePosted');
  const datedFacts = data.sources ? [] : datedFactsIn(entryTexts(data));
  if (datedFacts.length > 0) {
    problems.push(`sources: none listed, but the page states dated facts (${datedFacts.join(', ')})`);
  }
  return problems;
}

/** A case study names its project's client, a client in the roster; no other page names one. */
function projectProblems(template: TemplateName, data: EntryData, roster: Roster): string[] {
  if (template !== 'case-study') return data.project ? ['project: only a case study names a project'] : [];
  if (!data.project) return ['project: a case study names its client (project.client)'];
  return voiceProblems('project', data.project, roster);
}

/** The YAML files of a collection, in name order. */
export function collectionFiles(collection: CollectionName, root = contentRoot): string[] {
  return filesIn(join(root, collections[collection].dir), '.yaml');
}

/** Checks what no single file can: references between entries and uniqueness across the site. */
export function checkEntries(entries: readonly ContentEntry[]): void {
  const problems: string[] = [];
  const bySlug = new Map(entries.map((entry) => [`${entry.collection}/${entry.slug}`, entry]));
  const seen = {
    path: new Map<string, string>(),
    title: new Map<string, string>(),
    description: new Map<string, string>(),
  };
  for (const entry of entries) {
    const { parent } = entry.data;
    if (parent && !bySlug.has(`${entry.collection}/${parent}`)) {
      problems.push(`${entry.file}: parent: no entry "${parent}" in ${entry.collection}`);
    }
    for (const [field, value] of [
      ['path', entry.path],
      ['title', entry.data.title],
      ['description', entry.data.description],
    ] as const) {
      const other = seen[field].get(value);
      if (other) problems.push(`${entry.file}: ${field}: the same as in ${other}`);
      seen[field].set(value, entry.file);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
}

/** Every entry of every collection, validated and cross-checked. */
export function loadAllEntries(root = contentRoot): ContentEntry[] {
  const entries = collectionNames.flatMap((collection) =>
    collectionFiles(collection, root).map((file) => parseEntry(collection, file)),
  );
  checkEntries(entries);
  return entries;
}
