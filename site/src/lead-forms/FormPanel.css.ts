import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

/** The raised panel a lead form sits on, wherever the page places it. */
export const formPanel = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `0 10px 30px ${vars.color.shadow}`,
});
