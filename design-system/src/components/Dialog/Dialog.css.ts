import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  backgroundColor: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
});

export const modal = recipe({
  base: {
    position: 'relative',
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.slow} ease-out` } },
    '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '34rem' },
      lg: { maxWidth: '46rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  outline: 'none',
});

export const title = style({
  paddingInlineEnd: vars.space['10'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const close = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
