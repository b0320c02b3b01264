import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { inverseScope } from '../Section/Section.css.ts';

export const root = recipe({
  base: [
    inverseScope,
    {
      paddingBlock: vars.space['16'],
      paddingInline: vars.space['4'],
      '@media': {
        [desktopQuery]: { paddingBlock: vars.space['20'], paddingInline: vars.space['6'] },
        '(forced-colors: active)': { border: '1px solid CanvasText' },
      },
    },
  ],
  variants: {
    variant: {
      gradient: {
        backgroundColor: vars.color.gradientStart,
        backgroundImage: `linear-gradient(135deg, ${vars.color.gradientStart}, ${vars.color.gradientEnd})`,
      },
      dark: { backgroundColor: vars.color.surfaceInverse },
    },
  },
  defaultVariants: { variant: 'gradient' },
});

export const inner = style({
  display: 'grid',
  gap: vars.space['8'],
  justifyItems: 'center',
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  textAlign: 'center',
});

export const text = style({ display: 'grid', gap: vars.space['4'] });

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.extrabold,
  color: vars.color.text,
  textWrap: 'balance',
});

export const subtitle = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, textWrap: 'pretty' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});

export const panel = style({
  display: 'grid',
  gap: vars.space['2'],
  width: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const panelBody = style({ color: vars.color.textMuted });

export const panelPoints = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});
