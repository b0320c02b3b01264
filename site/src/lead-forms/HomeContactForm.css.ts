import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'grid', gap: vars.space['2'] });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const success = style({ display: 'grid', gap: vars.space['3'], textAlign: 'center' });

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});
