import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });
