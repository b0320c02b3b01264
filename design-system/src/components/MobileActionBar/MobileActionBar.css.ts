import { keyframes, style } from '@vanilla-extract/css';
import { desktopQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

/** Held through the delay (`backwards` fill of a zero-length animation): nothing shows, nothing takes focus. */
const waiting = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'hidden' } });
/** Held through the delay: the room at the end of the page is kept only once the bar shows. */
const noRoom = keyframes({ from: { height: 0 }, to: { height: 0 } });

/** The bar and its room, drawn with the page (no script needed) and shown on phones only. */
export const wrapper = style({ '@media': { [desktopQuery]: { display: 'none' } } });

/** The bar's height: an action's touch target, the padding above and below it, its top border and the safe area. */
export const mobileActionBarHeight = `calc(${vars.size.tapTarget} + 2 * ${vars.space['2']} + 1px + env(safe-area-inset-bottom, 0px))`;

/** The room the bar keeps free at the end of the page while it shows. */
export const space = style({ height: mobileActionBarHeight, animation: `${noRoom} 0s backwards` });

export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: mobileActionBarHeight,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  paddingBottom: `calc(${vars.space['2']} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.upward,
  // The component sets the delay (`animation-delay`) of both.
  animation: `${waiting} 0s backwards, ${slideUp} ${vars.duration.slow} ease-out backwards`,
  '@media': { '(forced-colors: active)': { borderTopColor: 'CanvasText' } },
});

export const action = style({ flex: '1 1 0', minWidth: 0, paddingInline: vars.space['3'], whiteSpace: 'nowrap' });

export const dismiss = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
