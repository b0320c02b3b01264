import { style } from '@vanilla-extract/css';

/** The `<picture>` wrapper lays out as if only the `<img>` were there. */
export const picture = style({ display: 'contents' });

export const root = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
