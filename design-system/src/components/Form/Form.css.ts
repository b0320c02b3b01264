import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});
