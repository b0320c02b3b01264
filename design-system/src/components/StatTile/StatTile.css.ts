import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    textAlign: 'center',
    color: vars.color.text,
  },
  variants: {
    framed: {
      true: {
        border: `1px solid ${vars.color.border}`,
        backgroundColor: vars.color.surfaceRaised,
        boxShadow: vars.shadow.sm,
      },
      false: {},
    },
  },
  defaultVariants: { framed: true },
});

export const value = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.extrabold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
