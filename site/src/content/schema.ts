/**
 * The shape of every content collection entry: one YAML file per page under `site/src/content/<collection>/`,
 * validated at build time (the content plugin) and in `content.test.ts`. Pages are data plus a template: a
 * template renders the hero and the blocks below, so a new page is one file.
 *
 * Inline text (paragraphs, card bodies, answers) may carry `[label](/path)` links and `**bold**`.
 */
import { illustrationPalettes } from '@tallowood/design-system/illustration';
import * as v from 'valibot';

// The illustration set's vocabulary, mirrored from the kit so content validates without loading React.
export const artDevices = ['laptop', 'phone', 'browser', 'laptop-phone'] as const;
export const artLayouts = ['landing', 'shop', 'blog', 'dashboard', 'booking', 'chat', 'portfolio', 'brand'] as const;
const artPalettes = illustrationPalettes;
export const artPatterns = ['grid', 'dots', 'waves', 'rings', 'blocks', 'orbit'] as const;

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const shortText = (max: number) => v.pipe(text, v.maxLength(max, `must be at most ${max} characters`));

/** An internal path (`/pricing`, `/#contact-section`, `/contact?utm_source=…`), an https URL, `tel:` or `mailto:`. */
const hrefSchema = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|#|https:\/\/|tel:|mailto:)/, 'must start with /, #, https://, tel: or mailto:'),
);

const linkSchema = v.strictObject({
  label: shortText(60),
  href: hrefSchema,
  /** Reveals the page's booking calendar (a `calendar` block) instead of following `href` when scripts run. */
  calendar: v.optional(v.literal(true)),
});

/** A device showing a kind of page, drawn from the kit's illustration set. */
const mockupSchema = v.strictObject({
  kind: v.literal('mockup'),
  device: v.picklist(artDevices),
  layout: v.picklist(artLayouts),
  /** The kit's brand hue when left out. */
  palette: v.optional(v.picklist(artPalettes)),
  /** Text alternative; without one the drawing is decorative. */
  label: v.optional(shortText(160)),
  /** `dated` draws the "before" of a redesign. */
  variant: v.optional(v.picklist(['modern', 'dated'])),
});

export const artSchema = v.variant('kind', [
  mockupSchema,
  v.strictObject({
    kind: v.literal('pattern'),
    variant: v.picklist(artPatterns),
    palette: v.optional(v.picklist(artPalettes)),
  }),
]);

const heroSchema = v.strictObject({
  eyebrow: v.optional(shortText(80)),
  title: shortText(90),
  subtitle: shortText(320),
  /** Left out on pages that are read, not sold (policies). */
  primary: v.optional(linkSchema),
  secondary: v.optional(linkSchema),
  art: v.optional(artSchema),
});

const statSchema = v.strictObject({ value: shortText(12), label: shortText(80) });
const paragraphs = v.pipe(v.array(text), v.minLength(1, 'needs at least one paragraph'));
/** Running copy: paragraphs, and bulleted lists between them (`- items: [...]`). */
const copy = v.pipe(
  v.array(v.union([text, v.strictObject({ items: v.pipe(v.array(text), v.minLength(2)) })])),
  v.minLength(1, 'needs at least one paragraph'),
);
const testimonialSchema = v.strictObject({
  quote: text,
  author: shortText(60),
  business: shortText(80),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
});
const heading = shortText(90);
/** An id for in-page links (`#contact-section`). */
const anchorId = v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id')));

const blockSchemas = [
  /** Running copy: the page's own words. */
  v.strictObject({
    type: v.literal('prose'),
    id: anchorId,
    heading,
    lead: v.optional(text),
    paragraphs: copy,
  }),
  /** Copy beside an illustration. */
  v.strictObject({
    type: v.literal('split'),
    id: anchorId,
    heading,
    paragraphs,
    points: v.optional(v.array(text)),
    art: artSchema,
    /** Illustration on the left on wide screens. */
    reverse: v.optional(v.boolean()),
  }),
  /** A grid of cards; cards with `href` are links (cross-links, related services). */
  v.strictObject({
    type: v.literal('cards'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    columns: v.optional(v.picklist([2, 3, 4])),
    items: v.pipe(
      v.array(
        v.strictObject({
          title: shortText(80),
          body: text,
          href: v.optional(hrefSchema),
          /** Link text shown at the card's foot when it links. */
          linkLabel: v.optional(shortText(40)),
          badge: v.optional(shortText(24)),
        }),
      ),
      v.minLength(1),
    ),
  }),
  v.strictObject({
    type: v.literal('stats'),
    id: anchorId,
    heading: v.optional(heading),
    intro: v.optional(text),
    items: v.pipe(v.array(statSchema), v.minLength(2), v.maxLength(4)),
    /** Where the figures come from or what they mean. */
    note: v.optional(text),
  }),
  v.strictObject({
    type: v.literal('process'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    steps: v.pipe(
      v.array(v.strictObject({ title: shortText(60), body: text, duration: v.optional(shortText(30)) })),
      v.minLength(2),
      v.maxLength(6),
    ),
  }),
  /** A list with check marks: features, deliverables, inclusions. */
  v.strictObject({
    type: v.literal('checklist'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(v.array(text), v.minLength(2)),
    columns: v.optional(v.picklist([1, 2, 3])),
  }),
  /** Several titled lists side by side, e.g. who it suits and what they get. */
  v.strictObject({
    type: v.literal('lists'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    lists: v.pipe(
      v.array(v.strictObject({ title: shortText(60), items: v.pipe(v.array(text), v.minLength(2)) })),
      v.minLength(2),
      v.maxLength(3),
    ),
  }),
  v.strictObject({
    type: v.literal('testimonial'),
    id: anchorId,
    heading: v.optional(heading),
    ...testimonialSchema.entries,
  }),
  /** Several client quotes side by side. */
  v.strictObject({
    type: v.literal('testimonials'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(v.array(testimonialSchema), v.minLength(2), v.maxLength(6)),
    /** The rating summary under the quotes, e.g. "Rated 4.9 from 127 reviews". */
    note: v.optional(text),
  }),
  /** A client success story with its figures. */
  v.strictObject({
    type: v.literal('story'),
    id: anchorId,
    heading,
    eyebrow: v.optional(shortText(60)),
    title: shortText(100),
    paragraphs,
    stats: v.pipe(v.array(statSchema), v.minLength(2), v.maxLength(4)),
  }),
  /** Trust badges: certifications, partners, guarantees. */
  v.strictObject({
    type: v.literal('badges'),
    id: anchorId,
    heading,
    items: v.pipe(v.array(shortText(40)), v.minLength(2)),
  }),
  v.strictObject({
    type: v.literal('pricing'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    tiers: v.pipe(
      v.array(
        v.strictObject({
          name: shortText(40),
          /** As shown: `$399 AUD`, `Contact for Pricing`. */
          price: shortText(40),
          /** Price in AUD for structured data, when the tier has a fixed one. */
          amount: v.optional(v.pipe(v.number(), v.minValue(0))),
          /** Price range in AUD for structured data (`max` left out for "and up"). */
          range: v.optional(
            v.strictObject({
              min: v.pipe(v.number(), v.minValue(0)),
              max: v.optional(v.pipe(v.number(), v.minValue(0))),
            }),
          ),
          period: v.optional(shortText(30)),
          description: text,
          features: v.pipe(v.array(text), v.minLength(2)),
          cta: linkSchema,
          badge: v.optional(shortText(24)),
          highlighted: v.optional(v.boolean()),
        }),
      ),
      v.minLength(1),
      v.maxLength(4),
    ),
    /** Smaller packs sold beside the tiers, named so links to them land on something. */
    addons: v.optional(
      v.strictObject({
        heading: shortText(60),
        items: v.pipe(v.array(v.strictObject({ name: shortText(40), body: text })), v.minLength(2)),
      }),
    ),
    note: v.optional(text),
  }),
  /** An example exchange: a customer's question and the automated reply. */
  v.strictObject({
    type: v.literal('conversation'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    title: v.optional(shortText(60)),
    messages: v.pipe(v.array(v.strictObject({ from: v.picklist(['customer', 'business']), text })), v.minLength(2)),
  }),
  v.strictObject({
    type: v.literal('faq'),
    id: anchorId,
    heading,
    items: v.pipe(v.array(v.strictObject({ question: shortText(140), answer: text })), v.minLength(2)),
  }),
  /** A table of figures or a comparison; the first column heads each row. */
  v.strictObject({
    type: v.literal('table'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    /** Names the table for screen readers (and on screen). */
    caption: shortText(120),
    columns: v.pipe(v.array(shortText(40)), v.minLength(2), v.maxLength(6)),
    rows: v.pipe(v.array(v.pipe(v.array(shortText(120)), v.minLength(2), v.maxLength(6))), v.minLength(2)),
    note: v.optional(text),
  }),
  /** A column chart; its figures are also a table for screen readers. */
  v.strictObject({
    type: v.literal('chart'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    title: shortText(90),
    labelHeader: shortText(40),
    valueHeader: shortText(40),
    data: v.pipe(
      v.array(v.strictObject({ label: shortText(20), value: v.pipe(v.number(), v.minValue(0)) })),
      v.minLength(2),
      v.maxLength(12),
    ),
    /** The figure that sums the chart up, e.g. `+608%`. */
    summary: v.optional(statSchema),
  }),
  /** Paired bars, before and after, for several measures; drawn inside a table. */
  v.strictObject({
    type: v.literal('comparison-bars'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    caption: shortText(120),
    items: v.pipe(
      v.array(
        v.strictObject({
          label: shortText(60),
          before: v.pipe(v.number(), v.minValue(0)),
          after: v.pipe(v.number(), v.minValue(0)),
          /** Appended to the figures, e.g. `%` or ` s`. */
          unit: v.optional(v.pipe(v.string(), v.maxLength(12))),
          /** Set when a smaller figure is the better one (load time, bounce rate). */
          lowerIsBetter: v.optional(v.boolean()),
        }),
      ),
      v.minLength(2),
      v.maxLength(8),
    ),
  }),
  /** Search-ranking case studies: a keyword's position before and after a campaign. */
  v.strictObject({
    type: v.literal('ranking-cases'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    link: linkSchema,
    items: v.pipe(
      v.array(
        v.strictObject({
          client: shortText(60),
          industry: shortText(40),
          location: shortText(60),
          keyword: shortText(60),
          before: v.pipe(v.number(), v.integer(), v.minValue(1)),
          after: v.pipe(v.number(), v.integer(), v.minValue(1)),
          days: v.pipe(v.number(), v.integer(), v.minValue(1)),
          result: shortText(80),
          strategy: text,
        }),
      ),
      v.minLength(1),
    ),
  }),
  /** Past projects, filterable by category (`?category=` in the address). */
  v.strictObject({
    type: v.literal('showcase'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    /** Names the filter row for screen readers. */
    filterLabel: shortText(60),
    categories: v.pipe(
      v.array(v.strictObject({ id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)), label: shortText(30) })),
      v.minLength(2),
    ),
    items: v.pipe(
      v.array(
        v.strictObject({
          title: shortText(60),
          /** Ids from the block's `categories` (never `all`, the first, which shows everything). */
          categories: v.pipe(v.array(v.string()), v.minLength(1)),
          description: text,
          art: mockupSchema,
          results: v.pipe(v.array(shortText(60)), v.minLength(2), v.maxLength(4)),
          /** The live site, opened in a new tab. */
          href: v.pipe(v.string(), v.startsWith('https://', 'must be an https:// address')),
          linkLabel: shortText(40),
        }),
      ),
      v.minLength(2),
    ),
  }),
  /** Redesigns: the old site and the new one, and what changed. */
  v.strictObject({
    type: v.literal('transformations'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(
      v.array(
        v.strictObject({
          company: shortText(60),
          category: shortText(40),
          description: text,
          before: mockupSchema,
          after: mockupSchema,
          improvements: v.pipe(v.array(shortText(90)), v.minLength(3), v.maxLength(6)),
        }),
      ),
      v.minLength(2),
    ),
  }),
  /** One of the site's lead forms, beside a few lines on what happens next. */
  v.strictObject({
    type: v.literal('form'),
    id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id')),
    form: v.picklist(['audit', 'job-application']),
    heading,
    intro: v.optional(text),
    points: v.optional(v.array(text)),
    link: v.optional(linkSchema),
  }),
  /** The other entries of a collection, e.g. open positions on the careers page. */
  v.strictObject({
    type: v.literal('listing'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    collection: v.literal('careers'),
    linkLabel: shortText(40),
  }),
  /** The booking calendar, revealed by links flagged `calendar`. */
  v.strictObject({
    type: v.literal('calendar'),
    id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id')),
    heading,
    intro: v.optional(text),
  }),
  /** The closing call to action. */
  v.strictObject({
    type: v.literal('cta'),
    id: anchorId,
    title: shortText(90),
    subtitle: text,
    primary: linkSchema,
    secondary: linkSchema,
    variant: v.picklist(['gradient', 'dark']),
  }),
] as const;

const blockSchema = v.variant('type', [...blockSchemas]);

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
  hero: heroSchema,
  blocks: v.pipe(v.array(blockSchema), v.minLength(3)),
});

export type Art = v.InferOutput<typeof artSchema>;
export type Block = v.InferOutput<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type EntryData = v.InferOutput<typeof entrySchema>;
export type ContentLink = v.InferOutput<typeof linkSchema>;
export type Copy = v.InferOutput<typeof copy>;
export type JobFacts = NonNullable<EntryData['job']>;
