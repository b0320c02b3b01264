import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery } from '../../constants.ts';
import { pageColumn } from '../../styles/pageColumn.css.ts';
import { vars } from '../../themes/contract.css.ts';

/**
 * A dark or coloured panel re-points the text, link, border and focus roles at their inverse
 * values, so kit components inside (buttons, links, headings) stay readable without knowing.
 */
export const inverseScope = style({
  color: vars.color.textInverse,
  vars: {
    [vars.color.text]: vars.color.textInverse,
    [vars.color.textMuted]: vars.color.textInverseMuted,
    [vars.color.link]: vars.color.textInverse,
    [vars.color.focusRing]: vars.color.textInverse,
    [vars.color.border]: vars.color.textInverseMuted,
    [vars.color.borderStrong]: vars.color.textInverseMuted,
  },
});

/**
 * A band off screen skips style, layout and paint until it nears the viewport, so a long page's first screen costs
 * the first screen alone; `auto` keeps each band's drawn size once it has been on screen. Not an inverse band, nor
 * one holding a form (drawn on a panel of its own): a contrast checker such as Lighthouse's judges undrawn text
 * against the page's background behind it, and would fail light text or a panel's link colour.
 */
const offScreenUndrawn = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  selectors: { '&:has(form)': { contentVisibility: 'visible' } },
});

/** Background of the section, for cards that want to match or contrast it. */
const sectionBackground = createVar();

export const root = recipe({
  base: {
    // A phone's bands sit closer: the same rhythm, less to scroll through.
    paddingBlock: vars.space['8'],
    backgroundColor: sectionBackground,
    color: vars.color.text,
    '@media': {
      [desktopQuery]: { paddingBlock: vars.space['20'] },
    },
  },
  variants: {
    tone: {
      surface: [offScreenUndrawn, { vars: { [sectionBackground]: vars.color.surface } }],
      muted: [offScreenUndrawn, { vars: { [sectionBackground]: vars.color.surfaceMuted } }],
      inverse: [inverseScope, { vars: { [sectionBackground]: vars.color.surfaceInverse } }],
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const inner = style([
  pageColumn,
  {
    display: 'grid',
    gap: vars.space['6'],
    '@media': {
      [desktopQuery]: { gap: vars.space['12'] },
    },
  },
]);
