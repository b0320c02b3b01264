import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** A bar's share of the largest value, 0–1, set inline per bar. */
export const share = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const chart = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space['2'],
  height: '14rem',
});

export const column = style({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  alignItems: 'end',
  justifyItems: 'center',
  gap: vars.space['1'],
  height: '100%',
  minWidth: 0,
});

export const barArea = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space['1'],
  height: '100%',
  width: '100%',
});

export const bar = style({
  width: '100%',
  maxWidth: '4rem',
  flexShrink: 0,
  height: `calc(${share} * 100%)`,
  minHeight: '2px',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  backgroundImage: `linear-gradient(180deg, ${vars.color.gradientStart}, ${vars.color.gradientEnd})`,
  backgroundColor: vars.color.accent,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText', forcedColorAdjust: 'none' } },
});

export const barValue = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const barLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const tableCell = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  // The value column lines its figures up; the labels keep the font's own spacing.
  selectors: { '&:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});
