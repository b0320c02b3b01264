import { style } from '@vanilla-extract/css';

/** A picture that reads in both themes: its `width` and `height` attributes reserve its box before it loads. */
export const image = style({ display: 'block', width: '100%', height: 'auto' });
