import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  // The chosen filter: a selected tab, or the current page's link in `FilterLinks`. Hovered, it keeps its text
  // colour and deepens its fill: the plain chip's hover text colour would all but vanish on the accent fill.
  selectors: {
    '&[data-hovered]:not([data-selected], [data-current])': { borderColor: vars.color.accent, color: vars.color.link },
    '&[data-selected], &[data-current]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&:is([data-selected], [data-current])[data-hovered]': {
      backgroundColor: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { '&[data-selected], &[data-current]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const count = style({
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.85,
});
