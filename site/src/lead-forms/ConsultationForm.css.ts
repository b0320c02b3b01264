import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.textMuted });

export const success = style({ display: 'grid', gap: vars.space['4'] });

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const stepsTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const steps = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['6'] });
