import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, toastLimits } from '../../constants.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';
import { floatingActionsHeight, floatingActionsInset } from '../FloatingActions/FloatingActions.css.ts';
import { mobileActionBarHeight } from '../MobileActionBar/MobileActionBar.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateY(0.75rem)' },
  to: { transform: 'none' },
});

/**
 * Toasts stack up from just above the site's quick actions, so a message never covers them: above the floating pair
 * (bottom right) on wide screens, above the action bar on phones.
 */
export const region = style({
  position: 'fixed',
  insetBlockEnd: `calc(${floatingActionsInset} + ${floatingActionsHeight} + ${vars.space['4']})`,
  insetInlineEnd: floatingActionsInset,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: `${toastLimits.gap}px`,
  width: vars.size.toastWidth,
  maxWidth: `calc(100vw - 2 * ${vars.space['4']})`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [mobileQuery]: {
      insetInline: vars.space['4'],
      insetBlockEnd: `calc(${mobileActionBarHeight} + ${vars.space['4']})`,
      width: 'auto',
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    paddingBlock: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    paddingInlineEnd: vars.space['1'],
    borderRadius: vars.radius.lg,
    border: '1px solid',
    boxShadow: vars.shadow.lg,
    // Horizontal drags belong to the swipe; vertical ones still scroll the page.
    touchAction: 'pan-y',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    transitionProperty: 'transform, opacity',
    transitionDuration: vars.duration.normal,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-swiping]': { transitionDuration: '0s', cursor: 'grabbing' },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border },
      success: {
        backgroundColor: vars.color.successSoft,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
      destructive: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.criticalText,
        borderColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space['2'],
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const close = style({ color: 'inherit', marginBlock: `calc(-1 * ${vars.space['1']})` });
