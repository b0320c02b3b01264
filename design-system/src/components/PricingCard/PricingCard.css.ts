import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; the surface (and the popular package's highlight) comes from `Card`. */
export const root = style({
  position: 'relative',
  display: 'grid',
  // Header, price, features, call to action (the badge sits outside the flow): the features take a taller
  // neighbour's spare height, so every call to action keeps its size and the row's buttons line up.
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space['4'],
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

// The extra space above, with the card's padding, leaves room for the badge that straddles the top edge.
export const header = style({ display: 'grid', gap: vars.space['2'], paddingBlockStart: vars.space['2'] });

export const name = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted });

export const price = style({
  display: 'grid',
  gap: vars.space['1'],
});

/**
 * A price stands alone and may be a range or a word ("$1,200-$1,500", "Custom"): it keeps the font's own spacing, as
 * tabular figures would widen its hyphen and draw "$1,200 - $1,500".
 */
export const priceValue = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.extrabold,
  letterSpacing: '-0.01em',
});

export const priceNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
});

export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const check = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.15em',
  color: vars.color.success,
});
