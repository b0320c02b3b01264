import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; the surface comes from `Card`. */
export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto auto auto 1fr auto',
  gap: vars.space['4'],
});

export const header = style({ display: 'grid', gap: vars.space['1'] });

export const client = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['2'],
  margin: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const keywordFact = style({ gridColumn: '1 / -1', textAlign: 'start' });

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const keywordValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const improved = style({ color: vars.color.successText });

export const result = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSoft,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.semibold,
});

export const strategy = style({ color: vars.color.textMuted });
