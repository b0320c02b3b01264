import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const circle = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.fieldBorder}`,
  backgroundColor: vars.color.fieldBackground,
  transitionProperty: 'border-color',
  transitionDuration: vars.duration.fast,
  '::after': {
    content: '""',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent,
    transform: 'scale(0)',
    transitionProperty: 'transform',
    transitionDuration: vars.duration.fast,
  },
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent },
    [`${radio}[data-selected] &::after`]: { transform: 'scale(1)' },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { [`${radio}[data-selected] &::after`]: { backgroundColor: 'Highlight' } },
    },
  },
});
