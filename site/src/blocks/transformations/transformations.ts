import * as v from 'valibot';
import { voiceProblems } from '../../content/roster.ts';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, idSchema, shortText, text } from '../fields.ts';

const colour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, 'must be a #rrggbb colour'));

/** The faces a site's look may use: the site's local @fontsource packages, whose `.woff` files the build draws with. */
const lookFonts = [
  'barlow',
  'cormorant-garamond',
  'dm-sans',
  'fraunces',
  'ibm-plex-sans',
  'inter',
  'jost',
  'libre-baskerville',
  'manrope',
  'nunito',
  'oswald',
  'public-sans',
  'sora',
  'source-sans-3',
  'space-grotesk',
] as const;

/** The era after which a site is drawn in today's layout; a look dated before it gets its own time's. */
export const modernSince = 2018;

/**
 * A site as it looked in a year: its colours, faces, corners and first screen's words. The build draws its first
 * screen from these (`build/page-pictures.ts`), in the layout of its time.
 */
const siteLook = v.strictObject({
  year: v.pipe(v.number(), v.integer(), v.minValue(2005), v.maxValue(2030)),
  /** What the picture shows, for people who cannot see it. */
  alt: shortText(200),
  colours: v.strictObject({
    page: colour,
    panel: colour,
    /** Quiet bands (today's layout) or the grey around the page's column (an old one). */
    muted: colour,
    border: colour,
    text: colour,
    textMuted: colour,
    accent: colour,
    accentText: colour,
    accentSoft: colour,
    accentSoftText: colour,
    /** The hero's band (today's) or the menu bar (an old one). */
    band: colour,
    bandText: colour,
  }),
  fonts: v.strictObject({
    display: v.strictObject({ font: v.picklist(lookFonts), weight: v.picklist([400, 500, 600, 700, 800]) }),
    /** Drawn at 400, and 600 for buttons. */
    body: v.picklist(lookFonts),
  }),
  /** Button and card corners, in pixels. */
  radius: v.pipe(v.number(), v.minValue(0), v.maxValue(32)),
  /** Today's hero on the page itself or on the band. */
  hero: v.strictObject({
    band: v.picklist(['plain', 'dark']),
    eyebrow: shortText(60),
    title: shortText(70),
    subtitle: shortText(180),
    primary: shortText(28),
    secondary: shortText(28),
  }),
  menu: v.pipe(v.array(shortText(18)), v.minLength(3), v.maxLength(4)),
  features: v.pipe(v.array(v.strictObject({ title: shortText(40), body: shortText(160) })), v.length(3)),
});

/** Redesigns: the old site and the new one, and what changed. */
export const transformations = defineBlock({
  schema: v.strictObject({
    type: v.literal('transformations'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(
      v.array(
        v.strictObject({
          /** The client's id in `content/clients/`: the name shown is read from there. */
          client: idSchema,
          category: shortText(40),
          description: text,
          /** The old site, in a year before {@link modernSince}. */
          before: siteLook,
          /** The new one. */
          after: siteLook,
          improvements: v.pipe(v.array(shortText(90)), v.minLength(3), v.maxLength(6)),
        }),
      ),
      v.minLength(2),
    ),
  }),
  text: (block) => [
    block.heading,
    block.intro ?? '',
    ...block.items.flatMap((item) => [item.description, ...item.improvements]),
  ],
  // Every redesign is a client in the roster, its old look dated and its new one of today.
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) =>
      block.items.flatMap((item, itemIndex) => {
        const at = `blocks.${index}.items.${itemIndex}`;
        const problems = voiceProblems(at, item, page.roster);
        if (item.before.year >= modernSince) problems.push(`${at}.before.year: must be before ${modernSince}`);
        if (item.after.year < modernSince) problems.push(`${at}.after.year: must be ${modernSince} or later`);
        return problems;
      }),
    ),
});
