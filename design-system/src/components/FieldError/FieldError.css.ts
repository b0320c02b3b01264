import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'block',
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});
