import { desktopQuery, focusRing, mobileQuery, vars } from '@tallowood/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { pill } from './chipRules.ts';

/** The trail sits on the hero's surface, so the two read as one band. */
export const breadcrumbs = style({ paddingBlockStart: vars.space['6'], backgroundColor: vars.color.surface });

export const heroArt = recipe({
  base: { width: '100%', marginInline: 'auto' },
  variants: {
    // A phone is tall: kept narrow so the hero's words and buttons stay in the first screen.
    tall: { true: { maxWidth: '15rem' }, false: { maxWidth: '36rem' } },
  },
});

export const badges = style({ listStyle: 'none', margin: 0, padding: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const checklist = recipe({
  base: {
    display: 'grid',
    gap: vars.space['3'],
    listStyle: 'none',
    padding: 0,
    margin: 0,
    fontSize: vars.fontSize.lg,
    '@media': { [mobileQuery]: { fontSize: vars.fontSize.md } },
  },
  variants: {
    columns: {
      1: {},
      2: {
        '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['10'] } },
      },
      3: {
        '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space['10'] } },
      },
    },
  },
});

export const checkItem = style({ display: 'flex', gap: vars.space['3'], alignItems: 'baseline' });

export const checkMark = style({ flexShrink: 0, color: vars.color.success, transform: 'translateY(0.15em)' });

export const testimonial = style({ maxWidth: vars.size.prose, marginInline: 'auto' });

export const pricing = style({ alignItems: 'stretch' });

export const faq = style({ maxWidth: '48rem', width: '100%', marginInline: 'auto' });

export const conversation = style({ maxWidth: '36rem', width: '100%', marginInline: 'auto' });

// A phone's chat card keeps a slim margin, so each bubble runs wider and takes fewer lines; the class is doubled to
// outrank the card's own padding.
globalStyle(`${conversation}${conversation}`, { '@media': { [mobileQuery]: { padding: vars.space['4'] } } });

export const messages = style({ display: 'grid', gap: vars.space['3'], listStyle: 'none', margin: 0, padding: 0 });

export const message = recipe({
  base: {
    display: 'grid',
    gap: vars.space['1'],
    maxWidth: '85%',
    '@media': { [mobileQuery]: { maxWidth: '92%' }, '(forced-colors: active)': { border: '1px solid CanvasText' } },
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.lg,
  },
  variants: {
    from: {
      customer: { justifySelf: 'start', backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      business: { justifySelf: 'end', backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
    },
  },
});

export const sender = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold });

export const bullets = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  fontSize: vars.fontSize.lg,
  maxWidth: vars.size.prose,
  '@media': { [mobileQuery]: { fontSize: vars.fontSize.md } },
});

export const addons = style({ marginBlockStart: vars.space['12'] });

export const jobFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  marginBlockEnd: vars.space['10'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const documentIntro = style({ paddingBlock: 0 });

export const contents = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  marginBlockStart: vars.space['4'],
  paddingInlineStart: vars.space['6'],
  columns: 2,
});

/**
 * A fold for a phone: a native <details> whose content, from the desktop width, always shows (its button gone), so a
 * wide screen reads the page whole as before. A browser without `::details-content` keeps the fold there too. The gap
 * opens with the fold: closed, its content is still a (hidden, empty) grid item, and a gap would leave blank space under
 * the button.
 */
export const more = style({ display: 'grid', selectors: { '&[open]': { gap: vars.space['6'] } } });

globalStyle(`${more}::details-content`, {
  '@media': { [desktopQuery]: { contentVisibility: 'visible' } },
});

// A native <summary> drawn as the kit's outline button: its states are the platform's own (hover, focus, open).
export const moreSummary = style({
  ...pill,
  gap: vars.space['2'],
  justifySelf: 'center',
  paddingInline: vars.space['5'],
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  listStyle: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::marker': { content: '""' },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
  '@media': { [desktopQuery]: { display: 'none' } },
});

/** A fold of running copy: its button sits at the start, under the words it follows. */
export const moreSummaryStart = style({ justifySelf: 'start' });

export const moreClosed = style({ selectors: { [`${more}[open] &`]: { display: 'none' } } });

export const moreOpen = style({ selectors: { [`${more}:not([open]) &`]: { display: 'none' } } });

export const moreChevron = style({
  width: '1.25rem',
  height: '1.25rem',
  selectors: { [`${more}[open] &`]: { transform: 'rotate(180deg)' } },
});

/** A long page's contents, between the hero and its first band. */
export const contentsNav = style({ paddingBlockEnd: vars.space['6'] });

// One swipeable row on a phone (the chip cut at the edge shows there is more), wrapped lines from the desktop width.
export const contentsChips = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [desktopQuery]: { flexWrap: 'wrap', justifyContent: 'center', overflowX: 'visible' } },
});

export const contentsChip = style({
  ...pill,
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Stat tiles two to a row on a phone, an odd last one across both. */
export const statTiles = style({});

globalStyle(`${statTiles} > :last-child:nth-child(odd)`, {
  '@media': { [mobileQuery]: { gridColumn: '1 / -1' } },
});

/**
 * A row of cards (packages, growth packs, case studies, reviews) side by side on a phone, a card and a part of the next
 * in view and swiped through, snapping to each (`SwipeRow`). This outer box scrolls; the cards sit in `swipeTrack`.
 */
export const swipeRow = style({
  '@media': {
    [mobileQuery]: {
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      scrollPaddingInline: vars.space['1'],
      // The track's columns are sized from this box's width: the track itself is as wide as its cards.
      containerType: 'inline-size',
    },
  },
});

/**
 * The grid of a swiped row, its columns from the desktop width. On a phone it is one row as wide as its cards, and left
 * undrawn until the row is on screen (`content-visibility: auto` inside a scroller waits for the scroller to be in the
 * viewport, not near it): a long page does not lay out a row of cards below its first screen, nor again when the web
 * font arrives. It keeps its drawn size once drawn, so a row swiped part-way keeps its place; bands and links draw it
 * with its band (`data-offscreen-undrawn`). The class is doubled to outrank the grid's own columns.
 */
export const swipeTrack = style({});

globalStyle(`${swipeTrack}${swipeTrack}`, {
  '@media': {
    [mobileQuery]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: `min(calc(0.85 * (100cqi - 2 * ${vars.space['1']})), 22rem)`,
      width: 'max-content',
      minWidth: '100%',
      // Room for a badge across a card's top edge and for focus rings, which the track's paint containment clips.
      paddingBlock: vars.space['4'],
      paddingInline: vars.space['1'],
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto none auto 36rem',
    },
  },
});

globalStyle(`${swipeTrack} > *`, { scrollSnapAlign: 'start' });

/** A drawing beside a block's words, shown from the desktop width only. */
export const besideWords = style({ '@media': { [mobileQuery]: { display: 'none' } } });

/**
 * Running copy a step smaller on a phone (the body size, and the lead one step above it), the size a phone's reader
 * holds at; the class is doubled to outrank the text's own size.
 */
export const phoneCopy = style({});

globalStyle(`${phoneCopy}${phoneCopy}`, { '@media': { [mobileQuery]: { fontSize: vars.fontSize.md } } });

export const phoneLead = style({});

globalStyle(`${phoneLead}${phoneLead}`, { '@media': { [mobileQuery]: { fontSize: vars.fontSize.lg } } });

/**
 * A process's steps on a phone: slimmer cards, the number beside the step's name and time, so a list of steps reads at a
 * glance (each step's detail is folded under its button). From the desktop width the kit's cards stand as they are.
 */
export const steps = style({ '@media': { [mobileQuery]: { gap: vars.space['3'] } } });

globalStyle(`${steps} > li`, {
  '@media': { [mobileQuery]: { padding: vars.space['4'], rowGap: vars.space['1'] } },
});

globalStyle(`${steps} > li > :first-child`, {
  '@media': { [mobileQuery]: { width: vars.space['8'], height: vars.space['8'] } },
});

// The time sits under the name, beside the number, which spans both lines.
globalStyle(`${steps} > li:has(> p) > :first-child`, { '@media': { [mobileQuery]: { gridRow: 'span 2' } } });

globalStyle(`${steps} > li > p`, { '@media': { [mobileQuery]: { gridColumn: '2' } } });

globalStyle(`${steps} > li > :last-child`, { '@media': { [mobileQuery]: { marginBlockStart: vars.space['2'] } } });

/** Cards of words on a phone: a slimmer margin inside each, so their words take fewer lines. Doubled to outrank the card's own. */
export const phoneCard = style({});

globalStyle(`${phoneCard}${phoneCard}`, { '@media': { [mobileQuery]: { padding: vars.space['5'] } } });
