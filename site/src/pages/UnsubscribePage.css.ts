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

export { formPanel } from '../lead-forms/FormPanel.css.ts';
