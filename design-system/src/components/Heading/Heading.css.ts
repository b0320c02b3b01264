import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    textWrap: 'balance',
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
      sm: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
      md: { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.snug },
      lg: { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight },
      xl: { fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight.tight },
      '2xl': { fontSize: vars.fontSize['5xl'], lineHeight: vars.lineHeight.tight, letterSpacing: '-0.02em' },
    },
    // `default` inherits, so a heading on an inverse or accent surface takes that surface's text colour.
    tone: {
      default: {},
      muted: { color: vars.color.textMuted },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { tone: 'default' },
});
