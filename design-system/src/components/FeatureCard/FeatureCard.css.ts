import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; the surface comes from `Card`. */
export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize['2xl'],
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const body = style({ color: vars.color.textMuted });
