import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.tapTarget,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      // In forced colours the system draws the button; keep a visible border.
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
      gradient: {
        backgroundImage: `linear-gradient(135deg, ${vars.color.gradientStart}, ${vars.color.gradientEnd})`,
        color: vars.color.textInverse,
        boxShadow: vars.shadow.md,
        selectors: { '&[data-hovered]:not([data-disabled])': { boxShadow: vars.shadow.lg } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, paddingInline: vars.space['3'], minHeight: '2.25rem' },
      md: { fontSize: vars.fontSize.md, paddingInline: vars.space['5'] },
      lg: { fontSize: vars.fontSize.lg, paddingInline: vars.space['8'], minHeight: '3.25rem' },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const spinner = style({ fontSize: '1.1em' });

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;
