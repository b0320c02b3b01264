import { style } from '@vanilla-extract/css';

/** Focused by the skip link (and on navigation) as a whole, so it draws no ring of its own. */
export const root = style({ outline: 'none', display: 'block', minHeight: '60vh' });
