import { style } from '@vanilla-extract/css';

/**
 * A control whose job needs the page's code: with scripts off it is not offered at all, rather than doing nothing.
 * Important, as utilities are: it must win over the control's own `display`, wherever the sheet puts either rule.
 */
export const scriptedOnly = style({ '@media': { '(scripting: none)': { display: 'none !important' } } });
