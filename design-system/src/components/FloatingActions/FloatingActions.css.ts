import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  position: 'fixed',
  right: vars.space['6'],
  bottom: vars.space['6'],
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const action = style({ boxShadow: vars.shadow.lg });
