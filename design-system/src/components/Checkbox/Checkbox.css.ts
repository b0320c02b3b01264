import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** The clickable row: box and label text. At least a tap target tall. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space['2'],
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.fieldBorder}`,
  backgroundColor: vars.color.fieldBackground,
  color: 'transparent',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${button}[data-selected] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid] &`]: {
      borderColor: vars.color.critical,
      boxShadow: `0 0 0 1px ${vars.color.critical}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { [`${button}[data-selected] &`]: { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const check = style({ width: '1rem', height: '1rem' });

export const labelText = style({ lineHeight: vars.lineHeight.snug, paddingBlockStart: '0.125rem' });
