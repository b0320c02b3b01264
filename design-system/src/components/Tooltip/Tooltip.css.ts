import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  maxWidth: '18rem',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.duration.fast} ease-out` },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceInverse,
  selectors: {
    [`${root}[data-placement=bottom] &`]: { transform: 'rotate(180deg)' },
    [`${root}[data-placement=left] &`]: { transform: 'rotate(-90deg)' },
    [`${root}[data-placement=right] &`]: { transform: 'rotate(90deg)' },
  },
});
