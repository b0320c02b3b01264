import type { CollectionName } from './collections.ts';
import type { ContentEntry } from './entry.ts';
import type { JobFacts } from './schema.ts';

/** Another entry as a listing block shows it. */
export interface ListedEntry {
  name: string;
  path: string;
  summary: string;
  job?: JobFacts;
}

/** An entry as its page loads it: validated data plus its breadcrumb trail from home. */
export interface LoadedEntry extends ContentEntry {
  trail: readonly { name: string; path: string }[];
  /** The entries its listing block shows (the rest of its collection, in order), resolved at build time. */
  listings?: readonly ListedEntry[];
}

/** What the browser knows of an entry before its page loads; the index lists entries in menu order. */
export interface ContentIndexEntry {
  collection: CollectionName;
  path: string;
  name: string;
  load: () => Promise<LoadedEntry>;
}
