import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: { display: 'grid', gap: vars.space['3'], maxWidth: vars.size.prose },
  variants: {
    align: {
      start: { justifyItems: 'start', textAlign: 'start' },
      center: { justifyItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const eyebrow = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textWrap: 'balance',
});

export const subtitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});
