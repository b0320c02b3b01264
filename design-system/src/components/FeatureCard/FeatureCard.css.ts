import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
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
