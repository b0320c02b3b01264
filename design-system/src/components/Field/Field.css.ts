import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

/** Wrapper of one labelled field: label, description, error, control, stacked. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const requiredMarker = style({
  color: vars.color.criticalText,
  marginInlineStart: '0.15em',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

/** The text box itself; also the Select trigger's frame. */
export const control = style({
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.fieldBorder}`,
  backgroundColor: vars.color.fieldBackground,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.fieldBorderHover },
    '&[data-focus-visible]': focusRing,
    '&[data-focused]': { borderColor: vars.color.accent },
    // A thicker border as well as colour, so invalid does not rely on colour alone.
    '&[data-invalid], [data-invalid] > &': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { '&[data-invalid], [data-invalid] > &': { borderWidth: '3px' } },
    },
  },
});

export const textArea = style({
  resize: 'vertical',
  minHeight: '6rem',
});
