import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const caption = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  minWidth: 'max-content',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
    '&:nth-child(even)': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    // A row's header cell is a `th` for screen readers but reads as the other cells; column headings set their own.
    fontWeight: 'inherit',
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
    header: {
      true: {
        backgroundColor: vars.color.surfaceMuted,
        borderBlockEnd: `2px solid ${vars.color.borderStrong}`,
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.semibold,
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: { align: 'start', header: false },
});
