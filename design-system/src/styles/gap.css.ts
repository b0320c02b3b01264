import { styleVariants } from '@vanilla-extract/css';
import { desktopQuery } from '../constants.ts';
import { vars } from '../themes/contract.css.ts';

/**
 * One class per space key and breakpoint for `gap`: the layout primitives (Stack, Inline, Grid) need only
 * this, so pages built from them do not ship the whole sprinkles class map.
 */
export const mobileGap = styleVariants(vars.space, (space) => ({ gap: space }));

export const desktopGap = styleVariants(vars.space, (space) => ({
  '@media': { [desktopQuery]: { gap: space } },
}));
