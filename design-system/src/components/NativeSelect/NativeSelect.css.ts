import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

/** Holds the select and its chevron; the chevron sits over the select's right padding. */
export const frame = style({ position: 'relative' });

// A native control works before and without scripts, so its states come from the browser's pseudo-classes
// rather than RAC's data attributes.
export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space['3']} + 1.25rem + ${vars.space['2']})`,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.fieldBorderHover },
    '&:focus': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    '(forced-colors: active)': {
      appearance: 'auto',
      paddingInlineEnd: vars.space['3'],
      selectors: { '&[aria-invalid="true"]': { borderWidth: '3px' } },
    },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  '@media': { '(forced-colors: active)': { display: 'none' } },
});
