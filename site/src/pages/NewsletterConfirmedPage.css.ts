import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space['6'], maxWidth: vars.size.prose });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.snug });

export const points = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
