import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.critical}`,
  borderInlineStartWidth: '6px',
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
  selectors: { '&:focus-visible, &:focus': focusRing },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.criticalText,
});

export const description = style({ marginBlockStart: vars.space['2'] });

export const list = style({
  margin: 0,
  marginBlockStart: vars.space['3'],
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const link = style({
  // A 24 px target at least (WCAG 2.5.8), even for one-word messages.
  display: 'inline-block',
  // Hung from the line's top, so the list's bullet sits by a wrapped message's first line, not its last.
  verticalAlign: 'top',
  minHeight: '1.5rem',
  paddingBlock: '0.125rem',
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: '2px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

/** The summary a form's first script fills before the code has run: hidden until it has something to say. */
export const early = style({ selectors: { '&:not([data-shown])': { display: 'none' } } });
