import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '2px',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.text,
      textDecoration: 'none',
      cursor: 'default',
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const separator = style({ width: '1rem', height: '1rem', color: vars.color.textMuted, flexShrink: 0 });
