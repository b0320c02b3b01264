import { vars } from '@tallowood/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

/** Every cover takes the same box, whatever the drawing's own proportions, so a row of cards lines up. */
export const cover = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 10',
  // The ratio holds even when a drawing is taller: it scales down inside the box instead of growing it.
  minHeight: 0,
  overflow: 'hidden',
  padding: vars.space['4'],
  backgroundColor: vars.color.surfaceMuted,
});

globalStyle(`${cover} > *`, { width: '100%', height: '100%', minHeight: 0 });
globalStyle(`${cover} svg`, { display: 'block', width: '100%', height: '100%' });
// A cover sent as images (one per theme, one shown): the same box, the drawing scaled inside it.
globalStyle(`${cover} img`, { height: '100%' });

export const body = style({ display: 'grid', gap: vars.space['3'], padding: vars.space['6'], alignContent: 'start' });

export const category = style({ justifySelf: 'start' });

/** The heading's link covers the card, so the whole card is one target without nesting links. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ display: 'flex' });
