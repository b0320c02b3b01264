import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Inner layout; a framed tile's surface comes from `Card`. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  textAlign: 'center',
  color: vars.color.text,
});

/** An unframed tile keeps a framed one's box, so framed and unframed tiles line up. */
export const unframed = style({ padding: vars.space['6'], borderRadius: vars.radius.lg });

export const value = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.extrabold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
