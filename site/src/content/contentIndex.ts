import type { CollectionName } from './collections.ts';
import type { ContentEntry } from './load.ts';

/** An entry as its page loads it: validated data plus its breadcrumb trail from home. */
export interface LoadedEntry extends ContentEntry {
  trail: readonly { name: string; path: string }[];
}

/** What the browser knows of an entry before its page loads; the index lists entries in menu order. */
export interface ContentIndexEntry {
  collection: CollectionName;
  path: string;
  name: string;
  load: () => Promise<LoadedEntry>;
}
