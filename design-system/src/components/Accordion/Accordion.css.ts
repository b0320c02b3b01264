import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'grid',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  border: 0,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  color: vars.color.textMuted,
  selectors: {
    // RAC keeps the closed panel in the DOM (hidden); only the open one takes space.
    [`${item}[data-expanded] &`]: { paddingInline: vars.space['5'], paddingBlockEnd: vars.space['5'] },
  },
});
