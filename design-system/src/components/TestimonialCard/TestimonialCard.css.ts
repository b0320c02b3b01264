import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; the surface comes from `Card`. */
export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  margin: 0,
});

export const stars = style({ display: 'flex', gap: vars.space['1'], margin: 0 });

export const star = style({ width: '1.25rem', height: '1.25rem', color: vars.color.warning });

export const starEmpty = style({ color: vars.color.borderStrong });

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  quotes: '"\\201C" "\\201D"',
  selectors: {
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const caption = style({ display: 'grid', gap: vars.space['1'] });

export const author = style({ fontWeight: vars.fontWeight.semibold, fontStyle: 'normal' });

export const business = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
