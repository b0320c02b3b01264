import { style } from '@vanilla-extract/css';
import { desktopQuery, mobileQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  counterReset: 'step',
  '@media': {
    [desktopQuery]: { gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' },
  },
});

export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  // A phone sets the number beside the title, a line shorter per step; the rest runs the card's width under them.
  '@media': {
    [mobileQuery]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', columnGap: vars.space['3'] },
  },
});

/** The step number, drawn from a CSS counter: the list itself already tells assistive technology the order. */
export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  '::before': { content: 'counter(step)' },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const duration = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ gridColumn: '1 / -1', color: vars.color.textMuted });
