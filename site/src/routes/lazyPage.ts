import type { ComponentType } from 'react';
import type { TemplateName } from '../content/collections.ts';
import type { PageHeadData } from '../content/handMadePages.ts';
import { loadChunk } from '../islands/recover.ts';
import type { JsonLd } from '../seo/structuredData.ts';

/** Everything a route renders: the page and its head. */
export interface ResolvedPage {
  Component: ComponentType;
  /** Where the page comes from: `page` (hand-made), `demo` (a client's demo) or the template of its collection. */
  source: 'page' | 'article' | 'category' | 'demo' | TemplateName;
  head: PageHeadData & {
    /** When the page last changed (ISO date), for the sitemap. */
    lastModified?: string;
    /** The page belongs to the blog: its feed is announced in the head. */
    feed?: boolean;
    /** The trail from home for breadcrumbs; without one, Home › name. */
    breadcrumbs?: readonly { name: string; path: string }[];
    /** Structured data beyond the WebPage and BreadcrumbList every page has. */
    structuredData?: readonly JsonLd[];
  };
}

export interface LazyPage {
  /** Loads the page's chunk once; server and client await it before rendering, so nothing suspends. */
  preload: () => Promise<ResolvedPage>;
  /** The page, once loaded. */
  current: () => ResolvedPage | undefined;
}

/** A code-split page whose chunk can be loaded ahead of rendering. */
export function lazyPage(load: () => Promise<ResolvedPage>): LazyPage {
  let loaded: ResolvedPage | undefined;
  let pending: Promise<ResolvedPage> | undefined;
  return {
    preload: () => {
      pending ??= loadChunk(load, 'page').then(
        (page) => {
          loaded = page;
          return page;
        },
        (error: unknown) => {
          // The next visit to the page tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}
