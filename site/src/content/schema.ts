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
export const artPalettes = illustrationPalettes;
export const artPatterns = ['grid', 'dots', 'waves', 'rings', 'blocks', 'orbit'] as const;

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const shortText = (max: number) => v.pipe(text, v.maxLength(max, `must be at most ${max} characters`));

/** An internal path (`/pricing`, `/#contact-section`, `/contact?utm_source=…`), an https URL, `tel:` or `mailto:`. */
export const hrefSchema = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|#|https:\/\/|tel:|mailto:)/, 'must start with /, #, https://, tel: or mailto:'),
);

const linkSchema = v.strictObject({ label: shortText(60), href: hrefSchema });

export const artSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('mockup'),
    device: v.picklist(artDevices),
    layout: v.picklist(artLayouts),
    /** The kit's brand hue when left out. */
    palette: v.optional(v.picklist(artPalettes)),
    /** Text alternative; without one the drawing is decorative. */
    label: v.optional(shortText(160)),
  }),
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
  primary: linkSchema,
  secondary: v.optional(linkSchema),
  art: artSchema,
});

const statSchema = v.strictObject({ value: shortText(12), label: shortText(80) });
const paragraphs = v.pipe(v.array(text), v.minLength(1, 'needs at least one paragraph'));
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
    paragraphs,
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
    quote: text,
    author: shortText(60),
    business: shortText(80),
    rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
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

export const blockSchema = v.variant('type', [...blockSchemas]);

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
  hero: heroSchema,
  blocks: v.pipe(v.array(blockSchema), v.minLength(3)),
});

export type Art = v.InferOutput<typeof artSchema>;
export type Block = v.InferOutput<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type EntryData = v.InferOutput<typeof entrySchema>;
export type ContentLink = v.InferOutput<typeof linkSchema>;
