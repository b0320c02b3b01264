/**
 * The shape of every content collection entry: one YAML file per page under `site/src/content/<collection>/`,
 * validated at build time (the content plugin) and in `content.test.ts`. Pages are data plus a template: a
 * template renders the hero and the blocks below, so a new page is one file.
 *
 * Each block type is a module of its own under `site/src/blocks/`; `blocks/registry.ts` assembles them.
 *
 * Sources: a page that states a dated external fact lists the sources it was checked against in `sources`, by id
 * from `content/sources.ts`, and its page ends with them as a "Sources" list. "States a dated fact" means its visible
 * text (hero and blocks) uses one of the terms in `site/build/content/datedFacts.ts`: a law or regulator (Privacy
 * Act, Spam Act, Australian Consumer Law or ACL, ACCC, OAIC, ASIC, Ahpra, a building regulator), what WhatsApp or Meta
 * charges, a search or analytics feature (rich results, AI Overviews, GA4, key events) or a web-vitals metric (Core
 * Web Vitals, LCP, INP, CLS, FID). Such a page without sources does not build; other pages may list sources too.
 */
import * as v from 'valibot';
import { artSchema, idSchema, linkSchema, shortText } from '../blocks/fields.ts';
import { blockSchema } from '../blocks/registry.ts';
import { sourcesField } from './sources.ts';

const heroSchema = v.strictObject({
  eyebrow: v.optional(shortText(80)),
  title: shortText(90),
  subtitle: shortText(320),
  /** Left out on pages that are read, not sold (policies). */
  primary: v.optional(linkSchema),
  secondary: v.optional(linkSchema),
  art: v.optional(artSchema),
});

/** What every collection entry has. */
export const entrySchema = v.strictObject({
  /** Title tag (unique across the site). */
  title: v.pipe(shortText(70), v.minLength(20)),
  /** Meta description (unique across the site). */
  description: v.pipe(shortText(170), v.minLength(70)),
  keywords: v.pipe(v.array(shortText(60)), v.minLength(3), v.maxLength(10)),
  /** The page's short name: menus, breadcrumbs, cards. */
  name: shortText(40),
  /** Position in menus and listings (ascending). */
  order: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Slug of the entry this page sits under in the same collection (breadcrumbs). */
  parent: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/))),
  /** Shown beside the name where the page is listed, e.g. "Most Popular". */
  badge: v.optional(shortText(24)),
  /** A one-line summary for cards and listings. */
  summary: shortText(200),
  /**
   * What the page sells, as its Service structured data names it (`Logo design`, `Search engine optimisation`):
   * required on service pages; other pages that sell a service have their template's.
   */
  serviceType: v.optional(shortText(60)),
  /** When a policy was last changed (`2024-12`), shown under its title. */
  updated: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM'))),
  /** An open position: the facts its listing and JobPosting data need. */
  job: v.optional(
    v.strictObject({
      department: shortText(40),
      /** As shown: `Remote (Australia)`, `Sydney, NSW`. */
      location: shortText(60),
      /** Works from anywhere in Australia. */
      remote: v.boolean(),
      /** The office town and state when not remote. */
      locality: v.optional(shortText(40)),
      region: v.optional(v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])),
      employmentType: v.picklist(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
      /** Yearly, in AUD. */
      salary: v.strictObject({ min: v.pipe(v.number(), v.minValue(0)), max: v.pipe(v.number(), v.minValue(0)) }),
      datePosted: v.pipe(v.string(), v.isoDate('must be YYYY-MM-DD')),
      validThrough: v.pipe(v.string(), v.isoDate('must be YYYY-MM-DD')),
    }),
  ),
  /** A case study: the portfolio project's client, by its id in `content/clients/`. */
  project: v.optional(v.strictObject({ client: idSchema })),
  hero: heroSchema,
  blocks: v.pipe(v.array(blockSchema), v.minLength(3)),
  /** What the page's dated facts were checked against (required when it states one: see above). */
  sources: v.optional(v.pipe(sourcesField, v.minLength(1, 'must list at least one source, or be left out'))),
});

export type { Art, ContentLink } from '../blocks/fields.ts';
export type { Block, BlockOf, BlockType } from '../blocks/registry.ts';
export type EntryData = v.InferOutput<typeof entrySchema>;
export type JobFacts = NonNullable<EntryData['job']>;
