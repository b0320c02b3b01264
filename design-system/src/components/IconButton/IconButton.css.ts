import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'ButtonText' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        selectors: { '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent } },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent, color: vars.color.link },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted } },
      },
    },
    size: {
      // Both sizes keep at least the 44 px touch target.
      md: { width: vars.size.tapTarget, height: vars.size.tapTarget, fontSize: '1.25rem' },
      lg: { width: '3.25rem', height: '3.25rem', fontSize: '1.5rem' },
    },
    shape: {
      square: {},
      round: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', shape: 'square' },
});

export const icon = style({ display: 'contents' });

// Icons scale with the button's font size.
globalStyle(`${icon} > svg`, { width: '1em', height: '1em' });
