import { keyframes, style } from '@vanilla-extract/css';
import { desktopQuery } from '../../constants.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';
import { floatingActionsHeight, floatingActionsInset } from '../FloatingActions/FloatingActions.css.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } });

/** The live region stays in place (empty between messages) so each new message is announced. */
export const region = style({
  position: 'fixed',
  left: vars.space['4'],
  right: vars.space['4'],
  // Clears the mobile action bar.
  bottom: '5.5rem',
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
  '@media': {
    // Bottom right, just above the floating actions' place: clear of the hero's calls to action, which sit on the
    // left, and of the floating pair once it shows.
    [desktopQuery]: {
      left: 'auto',
      right: floatingActionsInset,
      bottom: `calc(${floatingActionsInset} + ${floatingActionsHeight} + ${vars.space['4']})`,
      width: vars.size.toastWidth,
    },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.duration.slow} ease-out`,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const dot = style({
  flexShrink: 0,
  width: '0.625rem',
  height: '0.625rem',
  marginTop: '0.4rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
});

export const content = style({ flex: 1, minWidth: 0, alignSelf: 'center' });

export const text = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const close = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  margin: `calc(${vars.space['2']} * -1) 0`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
