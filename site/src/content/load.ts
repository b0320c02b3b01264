/**
 * Reads and checks the content collections in Node (build and tests): every file parsed, validated against the
 * schema and cross-checked, with errors that name the file and the field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { isJobRole } from '../forms/job-application.ts';
import { type CollectionName, collectionNames, collections, type TemplateName } from './collections.ts';
import { fillFacts } from './facts.ts';
import { type Block, type ContentLink, type EntryData, entrySchema } from './schema.ts';

export const contentRoot = fileURLToPath(new URL('.', import.meta.url));

export interface ContentEntry {
  collection: CollectionName;
  slug: string;
  path: string;
  template: TemplateName;
  /** The source file, relative to the repository's `site/src/content`. */
  file: string;
  data: EntryData;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  return (
    issue.path
      ?.map((item) => item.key)
      .filter((key) => key !== undefined)
      .join('.') || '(root)'
  );
}

/** Parses and validates one file; throws a `ContentError` naming the file and each bad field. */
export function parseEntry(collection: CollectionName, absolutePath: string, source?: string): ContentEntry {
  const file = relative(contentRoot, absolutePath);
  let raw: unknown;
  try {
    raw = parseYaml(source ?? readFileSync(absolutePath, 'utf8'), { prettyErrors: true });
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const unknownFacts: string[] = [];
  raw = fillFacts(raw, unknownFacts);
  if (unknownFacts.length > 0) throw new ContentError(unknownFacts.map((problem) => `${file}: ${problem}`).join('\n'));
  const result = v.safeParse(entrySchema, raw);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${issuePath(issue)}: ${issue.message}`);
    throw new ContentError(`${file}: does not match the content schema\n${lines.join('\n')}`);
  }
  const slug = basename(absolutePath, '.yaml');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(`${file}: the file name must be a lower-case slug`);
  }
  const { path, template } = collections[collection];
  const problems = entryProblems(slug, result.output);
  if (problems.length > 0) throw new ContentError(problems.map((problem) => `${file}: ${problem}`).join('\n'));
  return { collection, slug, path: path(slug), template, file, data: result.output };
}

/** Every link an entry's hero and blocks carry as data (inline links in text are checked by the crawl). */
function entryLinks(data: EntryData): { field: string; link: ContentLink }[] {
  const links: { field: string; link: ContentLink }[] = [];
  const { primary, secondary } = data.hero;
  if (primary) links.push({ field: 'hero.primary', link: primary });
  if (secondary) links.push({ field: 'hero.secondary', link: secondary });
  data.blocks.forEach((block, index) => {
    const at = `blocks.${index}`;
    if (block.type === 'pricing') {
      block.tiers.forEach((tier, tierIndex) => {
        links.push({ field: `${at}.tiers.${tierIndex}.cta`, link: tier.cta });
      });
    }
    if (block.type === 'cta') {
      links.push({ field: `${at}.primary`, link: block.primary }, { field: `${at}.secondary`, link: block.secondary });
    }
    if ((block.type === 'ranking-cases' || block.type === 'form') && block.link) {
      links.push({ field: `${at}.link`, link: block.link });
    }
  });
  return links;
}

/** What the schema cannot say of one file: references inside it between blocks, fields and the forms. */
function entryProblems(slug: string, data: EntryData): string[] {
  const problems: string[] = [];
  const blocksOf = <T extends Block['type']>(type: T) =>
    data.blocks.flatMap((block, index) =>
      block.type === type ? [{ block: block as Extract<Block, { type: T }>, index }] : [],
    );

  // A calendar link needs the calendar it reveals, on the same page, and a calendar needs a way in.
  const calendars = blocksOf('calendar');
  const calendarLinks = entryLinks(data).filter(({ link }) => link.calendar);
  if (calendars.length > 1) problems.push('blocks: at most one calendar block a page');
  if (calendars.length === 0) {
    for (const { field } of calendarLinks)
      problems.push(`${field}: calendar: true, but the page has no calendar block`);
  } else if (calendarLinks.length === 0) {
    problems.push(`blocks.${calendars[0]?.index}: a calendar block, but no link flagged calendar: true reveals it`);
  }

  for (const { block, index } of blocksOf('showcase')) {
    const ids = block.categories.map((category) => category.id);
    block.items.forEach((item, itemIndex) => {
      for (const id of item.categories) {
        if (!ids.slice(1).includes(id)) {
          problems.push(
            `blocks.${index}.items.${itemIndex}.categories: "${id}" is not one of ${ids.slice(1).join(', ')}`,
          );
        }
      }
    });
    for (const id of ids.slice(1)) {
      if (!block.items.some((item) => item.categories.includes(id))) {
        problems.push(`blocks.${index}.categories: "${id}" has no project, so its filter would show nothing`);
      }
    }
  }

  // A job page applies for itself: its form's role is its slug.
  for (const { index } of blocksOf('form').filter(({ block }) => block.form === 'job-application')) {
    if (!data.job) problems.push(`blocks.${index}: a job application form belongs on a page with job facts`);
    else if (!isJobRole(slug)) problems.push(`blocks.${index}: "${slug}" is not one of the roles the form accepts`);
  }
  if (data.job && data.job.salary.min > data.job.salary.max) problems.push('job.salary: min is more than max');
  if (data.job && data.job.validThrough <= data.job.datePosted) problems.push('job.validThrough: not after datePosted');
  return problems;
}

/** The YAML files of a collection, in name order. */
export function collectionFiles(collection: CollectionName, root = contentRoot): string[] {
  const dir = join(root, collections[collection].dir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name));
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
