import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import * as filterTabs from '../FilterTabs/FilterTabs.css.ts';

export const root = style([filterTabs.root, { listStyle: 'none', margin: 0, padding: 0 }]);

/** A filter tab that is a link; the current filter reads as the tabs' selected one. */
export const item = style([
  filterTabs.item,
  {
    textDecoration: 'none',
    selectors: {
      '&[aria-current]': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
      },
      '&[data-hovered]:not([aria-current])': { borderColor: vars.color.accent, color: vars.color.link },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[aria-current]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
      },
    },
  },
]);

export const count = filterTabs.count;
