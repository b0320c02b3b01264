import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Where the pair sits: the bottom-right corner, this far from both edges. */
export const floatingActionsInset = vars.space['6'];

/** Height of the pair: two buttons of touch-target height and the gap between them. */
export const floatingActionsHeight = `calc(2 * ${vars.size.tapTarget} + ${vars.space['3']})`;

export const root = style({
  position: 'fixed',
  right: floatingActionsInset,
  bottom: floatingActionsInset,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const action = style({ boxShadow: vars.shadow.lg });
