import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** The kit's focus ring, for RAC's `data-focus-visible` state. */
export const focusRing: StyleRule = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};
