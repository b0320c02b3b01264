import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'center' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: `${vars.space['4']} ${vars.space['10']}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.space['10'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const logo = style({ height: vars.space['10'], width: 'auto' });
