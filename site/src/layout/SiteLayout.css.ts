import { vars, wideQuery } from '@tallowood/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.extrabold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
});

export const logoMark = style({
  width: '2rem',
  height: '2rem',
  fill: vars.color.accent,
});

globalStyle(`${logoMark} path`, { fill: vars.color.accentText });

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
});

export const contactIcon = style({ width: '1.25rem', height: '1.25rem' });

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontStyle: 'normal',
});

/**
 * A phone, e-mail or WhatsApp line in the footer: at least 24 px tall, the smallest target WCAG 2.2 allows (2.5.8).
 * At one line of body text a link is 22.4 px, and the lines sat close enough that a tap could land on the next one.
 */
export const addressLink = style({ minHeight: vars.space['6'] });

/** Shown only while the header has its navigation row; below that, the same control sits in the hamburger menu. */
export const withNavRow = style({
  display: 'none',
  '@media': { [wideQuery]: { display: 'contents' } },
});
