import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const heroOutline = style({ borderColor: 'currentColor', color: 'inherit' });

export const auditLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const auditPoints = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  fontSize: vars.fontSize.lg,
});

export const auditAside = style({ display: 'grid', gap: vars.space['6'] });

export const formPanel = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `0 10px 30px ${vars.color.shadow}`,
});

export const anchorTarget = style({ scrollMarginTop: vars.space['20'] });
