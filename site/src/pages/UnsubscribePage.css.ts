import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const explainerTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.snug,
});

export const points = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
});

export const formPanel = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `0 10px 30px ${vars.color.shadow}`,
});
