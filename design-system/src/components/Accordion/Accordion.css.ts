import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

// Forced colours need no overrides: the borders, the outline focus ring and the `currentColor` chevron all take
// the system palette.
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

// A native <summary> has no RAC state attributes: hover, focus and open come from the platform's own states.
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  // The chevron marks the state; the browser's triangle goes (`list-style` for Chrome and Firefox).
  listStyle: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::marker': { content: '""' },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
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
    [`${item}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  color: vars.color.textMuted,
  paddingInline: vars.space['5'],
  paddingBlockEnd: vars.space['5'],
});

// Answers of several paragraphs (or lists) keep them apart.
globalStyle(`${panel} > * + *`, { marginBlockStart: vars.space['3'] });
