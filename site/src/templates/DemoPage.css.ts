import { desktopQuery, vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';
import { tapLine } from './chipRules.ts';

/** The agency's bar above the demo: what the page is, and the way back. */
export const frame = style({
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const frameInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['6'],
  rowGap: vars.space['2'],
});

export const frameLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['5'],
  rowGap: vars.space['1'],
});

/** A link of the bar or the demo's menu, tall enough to tap. */
export const tapLink = style(tapLine);

export const header = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['3'],
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['8'],
  rowGap: vars.space['1'],
});

export const wordmark = style({
  height: '1.5rem',
  width: 'auto',
  fill: vars.color.text,
  '@media': { [desktopQuery]: { height: '1.875rem' } },
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([
  tapLink,
  {
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
  },
]);

export const quote = style({
  margin: 0,
  maxWidth: vars.size.prose,
  display: 'grid',
  gap: vars.space['4'],
});

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.snug,
});

export const closing = style({
  display: 'grid',
  gap: vars.space['6'],
  justifyItems: 'start',
  maxWidth: vars.size.prose,
});

export const footer = style({
  paddingBlock: vars.space['10'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  display: 'grid',
  gap: vars.space['3'],
});

export const footerWordmark = style([
  wordmark,
  { height: '1.25rem', '@media': { [desktopQuery]: { height: '1.25rem' } } },
]);
