import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const body = style({ maxWidth: vars.size.prose, marginInline: 'auto' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const field = style({ flex: '1 1 16rem' });

export const summary = style({
  margin: 0,
  marginBlockStart: vars.space['6'],
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const results = style({
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
  marginBlockStart: vars.space['6'],
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  paddingBlockEnd: vars.space['6'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const resultTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const resultDescription = style({
  margin: 0,
  marginBlockStart: vars.space['2'],
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const popular = style({ marginBlockStart: vars.space['8'] });

export const popularTitle = style({ margin: 0, marginBlockEnd: vars.space['4'], fontSize: vars.fontSize.xl });

export const popularList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const help = style({
  margin: 0,
  marginBlockStart: vars.space['10'],
  color: vars.color.textMuted,
});
