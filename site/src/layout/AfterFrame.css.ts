import { style } from '@vanilla-extract/css';

/** A part's wrapper only marks it for the touch listener: it takes no box of its own. */
export const part = style({ display: 'contents' });
