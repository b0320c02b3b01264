import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `0 ${vars.space['3']}`,
  minHeight: '2.5rem',
  padding: `${vars.space['1']} ${vars.space['4']}`,
  backgroundImage: `linear-gradient(90deg, ${vars.color.gradientStart}, ${vars.color.gradientEnd})`,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  '@media': { '(forced-colors: active)': { borderBottom: '1px solid CanvasText' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '2px',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.textInverse}`, outlineOffset: '2px' },
  },
});
