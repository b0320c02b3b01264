import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const main = style({ outline: 'none', display: 'block', minHeight: '60vh' });

export const logo = style({
  display: 'inline-flex',
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
  selectors: { '& path': { fill: vars.color.accentText } },
});

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
