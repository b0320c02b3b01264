import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
