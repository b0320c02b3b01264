import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const listBox = style({ outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const check = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});
