import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export { formPanel } from '../lead-forms/FormPanel.css.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const panelList = style({ display: 'grid', gap: vars.space['4'], listStyle: 'none', margin: 0, padding: 0 });

export const panelItemTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const figure = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const illustration = style({ width: '100%', height: 'auto', color: vars.color.accent });

export const figureTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold, marginBottom: vars.space['1'] });
