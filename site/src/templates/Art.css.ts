import { darkThemeClass } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

/** A drawing sent as a file: its `width` and `height` attributes reserve its box before it loads. */
const image = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'contain' });

/** The light drawing, hidden while the dark theme is on. */
export const light = style([image, { selectors: { [`.${darkThemeClass} &`]: { display: 'none' } } }]);

/** The dark drawing, shown only while the dark theme is on (a lazy image that is not shown is never fetched). */
export const dark = style([image, { display: 'none', selectors: { [`.${darkThemeClass} &`]: { display: 'block' } } }]);
