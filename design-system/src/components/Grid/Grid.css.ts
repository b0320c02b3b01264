import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, mobileQuery } from '../../constants.ts';

export const mobileColumns = createVar();
export const desktopColumns = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${mobileColumns}, minmax(0, 1fr))`,
  '@media': {
    [desktopQuery]: { gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))` },
  },
});

/** The limits `mobileLimit` accepts: one class each, since `:nth-child()` cannot read a custom property. */
export const mobileLimits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const mobileLimit = Object.fromEntries(
  mobileLimits.map((limit) => {
    const className = style({});
    // Pure CSS, so long grids stay short on phones even before (or without) JavaScript.
    globalStyle(`${className} > :nth-child(n + ${limit + 1})`, {
      '@media': { [mobileQuery]: { display: 'none' } },
    });
    return [limit, className];
  }),
) as Record<(typeof mobileLimits)[number], string>;
