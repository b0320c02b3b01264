import type { CollectionName, TemplateName } from './collections.ts';
import type { EntryData } from './schema.ts';
import type { CitedSource } from './sources.ts';

/** One page of a collection as the build reads it: where it lives, which template shows it, and its checked data. */
export interface ContentEntry {
  collection: CollectionName;
  slug: string;
  path: string;
  template: TemplateName;
  /** The source file, relative to the repository's `site/src/content`. */
  file: string;
  data: EntryData;
  /** The sources `data.sources` names, as the page lists them. */
  sources?: readonly CitedSource[];
}
