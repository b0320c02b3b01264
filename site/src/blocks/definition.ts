/**
 * What a block type declares on the build side: its schema, the words it shows, the links it carries and what the
 * schema cannot check. None of it reaches the browser; a block's component is registered apart, in
 * `components.tsx`, and what it adds to the page's structured data in `structuredData.ts`.
 */
import type * as v from 'valibot';
import type { Roster } from '../content/roster.ts';
import type { faqPage, offerCatalog } from '../seo/structuredData.ts';
import type { ContentLink } from './fields.ts';

type BlockSchema = v.StrictObjectSchema<v.ObjectEntries & { type: v.LiteralSchema<string, undefined> }, undefined>;

/** A link a block carries as data, at its field path inside the block (`tiers.0.cta`). */
export interface BlockLink {
  field: string;
  href: string;
  /** Reveals the page's calendar (see `ContentLink`). */
  calendar?: true;
}

/** A content link at its field path. */
export function linkAt(field: string, link: ContentLink): BlockLink {
  return link.calendar ? { field, href: link.href, calendar: true } : { field, href: link.href };
}

/** A block of one type on its page, with its position (`blocks.<index>`). */
export interface Placed<T> {
  block: T;
  index: number;
}

/** What a block's checks may know of its page. */
export interface BlockPage {
  slug: string;
  /** The page describes an open position (`job`). */
  job: boolean;
  /** Every link the page's hero and blocks carry, at their field paths from the entry's root. */
  links: readonly BlockLink[];
  /** The clients and the team, for blocks that quote or name them. */
  roster: Roster;
}

/** What a block adds to its page's structured data (`structuredData.ts`); the template decides what the page publishes. */
export interface BlockData {
  /** Questions and answers (inline markup removed) for a FAQPage. */
  faqs?: Parameters<typeof faqPage>[0];
  /** Priced offers, a group each, for an OfferCatalog. */
  offerGroups?: Parameters<typeof offerCatalog>[1];
  /** Running copy, e.g. a job posting's description. */
  copy?: readonly string[];
}

export interface BlockDefinition<S extends BlockSchema> {
  schema: S;
  /** Every visible text of the block, inline markup kept (`plainText` removes it). */
  text: (block: v.InferOutput<S>) => readonly string[];
  /** The links the block carries as data (inline links in its text are found by the link check on its own). */
  links?: (block: v.InferOutput<S>) => readonly BlockLink[];
  /**
   * Problems the schema cannot see: references between this type's blocks, its fields and the rest of the page.
   * Called once a page, with every block of the type on it (none, too).
   */
  checks?: (blocks: readonly Placed<v.InferOutput<S>>[], page: BlockPage) => readonly string[];
}

/** Declares a block type; the schema's `type` literal is its name in the registry. */
export function defineBlock<S extends BlockSchema>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}
