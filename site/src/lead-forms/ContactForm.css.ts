import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

export const subtitle = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.textMuted });

export const success = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'center', textAlign: 'center' });

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const successBody = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted });
