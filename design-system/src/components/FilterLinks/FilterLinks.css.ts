import { style } from '@vanilla-extract/css';
import * as filterTabs from '../FilterTabs/FilterTabs.css.ts';

export const root = style([filterTabs.root, { listStyle: 'none', margin: 0, padding: 0 }]);

/** A filter tab that is a link; the current filter (RAC's `data-current`) reads as the tabs' selected one. */
export const item = style([filterTabs.item, { textDecoration: 'none' }]);

export const count = filterTabs.count;
