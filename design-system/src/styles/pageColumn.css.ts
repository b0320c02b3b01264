import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../constants.ts';
import { vars } from '../themes/contract.css.ts';

/**
 * The centred column every full-width band (header, hero, sections) lays its content in: at most
 * `vars.size.container` wide, with the page gutter outside that width, so all their content shares one left edge.
 */
export const pageColumn = style({
  // The gutter sits outside the maximum width, whichever element carries the column.
  boxSizing: 'content-box',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [desktopQuery]: { paddingInline: vars.space['6'] } },
});
