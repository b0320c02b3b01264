import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-selected])': { color: vars.color.link },
    // The raised fill barely differs from the track: the border is what shows the choice, so it takes a
    // control's boundary colour, 3:1 on the track.
    '&[data-selected]': {
      backgroundColor: vars.color.surfaceRaised,
      borderColor: vars.color.fieldBorder,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const icon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });
