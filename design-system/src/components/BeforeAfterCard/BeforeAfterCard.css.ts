import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; the surface comes from `Card`, unpadded so the image meets its edges. */
export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
});

export const image = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space['3'], padding: vars.space['6'] });

export const category = style({
  justifySelf: 'start',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const company = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted });

export const improvementsTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const improvements = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const improvement = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const check = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.15em',
  color: vars.color.success,
});
