/**
 * The field schemas blocks and heroes share: text, links, illustrations, figures and quotes. Inline text
 * (paragraphs, card bodies, answers) may carry `[label](/path)` links and `**bold**`.
 */
import {
  deviceMockupDevices,
  deviceMockupLayouts,
  illustrationPalettes,
  patternVariants,
} from '@tallowood/design-system/illustration';
import * as v from 'valibot';

export const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
export const shortText = (max: number) => v.pipe(text, v.maxLength(max, `must be at most ${max} characters`));

/** An internal path (`/pricing`, `/#contact-section`, `/contact?utm_source=…`), an https URL, `tel:` or `mailto:`. */
export const hrefSchema = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|#|https:\/\/|tel:|mailto:)/, 'must start with /, #, https://, tel: or mailto:'),
);

export const linkSchema = v.strictObject({
  label: shortText(60),
  href: hrefSchema,
  /** Reveals the page's booking calendar (a `calendar` block) instead of following `href` when scripts run. */
  calendar: v.optional(v.literal(true)),
});

/** A device showing a kind of page, drawn from the kit's illustration set. */
const mockupSchema = v.strictObject({
  kind: v.literal('mockup'),
  device: v.picklist(deviceMockupDevices),
  layout: v.picklist(deviceMockupLayouts),
  /** The kit's brand hue when left out. */
  palette: v.optional(v.picklist(illustrationPalettes)),
  /** Text alternative; without one the drawing is decorative. */
  label: v.optional(shortText(160)),
  /** `dated` draws the "before" of a redesign. */
  variant: v.optional(v.picklist(['modern', 'dated'])),
});

export const artSchema = v.variant('kind', [
  mockupSchema,
  v.strictObject({
    kind: v.literal('pattern'),
    variant: v.picklist(patternVariants),
    palette: v.optional(v.picklist(illustrationPalettes)),
  }),
]);

export const statSchema = v.strictObject({ value: shortText(12), label: shortText(80) });
export const paragraphs = v.pipe(v.array(text), v.minLength(1, 'needs at least one paragraph'));
/** Running copy: paragraphs, and bulleted lists between them (`- items: [...]`). */
export const copy = v.pipe(
  v.array(v.union([text, v.strictObject({ items: v.pipe(v.array(text), v.minLength(2)) })])),
  v.minLength(1, 'needs at least one paragraph'),
);
export const heading = shortText(90);
/** A lower-case id, e.g. for in-page links (`#contact-section`). */
export const idSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id'));
/**
 * A client's quote: the client by its id in `content/clients/` and the person by their id within it; the names,
 * role and suburb shown come from the roster.
 */
export const testimonialSchema = v.strictObject({
  quote: text,
  client: idSchema,
  person: idSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
});
/** An optional id for in-page links. */
export const anchorId = v.optional(idSchema);
/**
 * Detail a phone folds under the block's heading and introduction, named for its button ("the nine rankings" reads
 * "Show the nine rankings"); a wide screen shows it whole.
 */
export const phoneFold = v.optional(shortText(50));

export type Art = v.InferOutput<typeof artSchema>;
export type ContentLink = v.InferOutput<typeof linkSchema>;
export type Copy = v.InferOutput<typeof copy>;
