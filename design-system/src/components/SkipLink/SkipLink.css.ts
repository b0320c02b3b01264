import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** Off screen until focused; then a clear pill in the top corner, above sticky headers. */
export const root = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: vars.space['4'],
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      minHeight: 0,
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(forced-colors: active)': { border: '2px solid LinkText' } },
});
