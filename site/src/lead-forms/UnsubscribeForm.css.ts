import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.snug });

export const success = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.snug,
  ':focus': { outline: 'none' },
});
