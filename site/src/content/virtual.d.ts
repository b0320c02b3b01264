declare module 'virtual:content-index' {
  import type { ContentIndexEntry } from './contentIndex.ts';

  /** Every collection entry: address, menu name and order, and its body loaded on demand. */
  export const contentIndex: readonly ContentIndexEntry[];
}

declare module 'virtual:content-search' {
  /** What the site search reads of each collection entry. */
  export const contentSearch: readonly {
    path: string;
    title: string;
    description: string;
    keywords: readonly string[];
  }[];
}

declare module '*.yaml' {
  /** A collection entry, parsed and validated by the content plugin. */
  const entry: import('./contentIndex.ts').LoadedEntry;
  export default entry;
}
