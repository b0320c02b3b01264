import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; the surface and its hover lift come from an interactive `Card`. */
export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space['3'],
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize['2xl'],
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** The one link; its ::after covers the card so the whole card is clickable. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.lg,
  },
  selectors: {
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const description = style({ color: vars.color.textMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
});

export const badge = style({ marginInlineStart: vars.space['2'], verticalAlign: 'middle' });
