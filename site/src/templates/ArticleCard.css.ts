import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

export const cover = style({
  backgroundColor: vars.color.surfaceMuted,
  padding: vars.space['4'],
  aspectRatio: '16 / 10',
});

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
