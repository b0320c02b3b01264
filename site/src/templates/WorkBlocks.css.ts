/**
 * Styles of the work blocks (site/src/blocks): showcase, transformations, and the swiped rows of case studies and
 * reviews. They stay at this path: a style module's path names its classes, and moving it would rename every class in
 * the built pages.
 */
import { focusRing, vars, visuallyHidden } from '@tallowood/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const filters = style({ display: 'flex', justifyContent: 'center' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const project = style({ overflow: 'hidden', display: 'flex', flexDirection: 'column' });

/**
 * One frame for every project's picture, whatever its drawing's own proportions: the drawing fits inside it, so the
 * titles below start on one line across a row.
 */
export const projectArt = style({
  display: 'grid',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surfaceMuted,
  padding: vars.space['4'],
});

// The drawing (an inline SVG, or the theme's image file) fills the frame and keeps its proportions inside it.
globalStyle(`${projectArt} > svg, ${projectArt} > img`, { width: '100%', height: '100%', minHeight: 0 });

export const projectBody = style({ padding: vars.space['6'], flexGrow: 1 });

export const results = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.medium,
});

/** Pushes the link to the card's foot, so links line up across a row. */
export const projectLink = style({ marginBlockStart: 'auto', alignSelf: 'start' });

export const hidden = visuallyHidden;

export const category = style({ alignSelf: 'start' });

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['2'] });

export const figureArt = style({
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  padding: vars.space['2'],
});

export const figureCaption = recipe({
  base: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textAlign: 'center' },
  variants: { when: { before: { color: vars.color.textMuted }, after: { color: vars.color.link } } },
});

/**
 * A swiped row of cards that holds nothing to focus (reviews): the row itself takes focus, so a keyboard can scroll
 * it, and shows the ring.
 */
export const focusableRow = style({ selectors: { '&:focus-visible': focusRing } });

/**
 * A swiped row keeps what its cards place out of flow (words for screen readers only) inside its scroll: placed from
 * a box outside the row, they would stand beside the last card and widen the page.
 */
export const swipeBounds = style({ position: 'relative' });
