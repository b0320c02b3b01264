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
    /** An article's distinct body words. */
    body?: string;
  }[];
}

declare module 'virtual:article-index' {
  /** Every article's address and its page data, loaded on demand (newest first). */
  export const articleIndex: readonly {
    path: string;
    load: () => Promise<import('./articleIndex.ts').LoadedArticle>;
  }[];
}

declare module 'virtual:article-cards' {
  /** What listings show of every article, newest first. */
  export const articleCards: readonly import('./articleIndex.ts').ArticleCard[];
}

declare module 'virtual:client-roster' {
  /** Each client's names, suburb and people, by id (`content/clients/`). */
  export const clients: ReturnType<typeof import('./roster.ts').clientNames>;
}

declare module 'virtual:team-roster' {
  /** The agency's people, by id, in the About page's order (`content/team/`). */
  export const team: ReturnType<typeof import('./roster.ts').teamNames>;
}

declare module '*.yaml' {
  /** A collection entry, parsed and validated by the content plugin. */
  const entry: import('./contentIndex.ts').LoadedEntry;
  export default entry;
}
