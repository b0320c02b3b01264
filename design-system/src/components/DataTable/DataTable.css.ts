import { globalStyle, keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../constants.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const caption = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A scroller narrower than the tablet breakpoint stacks the rows of a `stackedTable` inside it. */
const narrow = (rule: StyleRule) => ({ '@container': { [`(max-width: ${breakpoints.tablet - 0.02}px)`]: rule } });

const showFromStart = keyframes({ '0%': { opacity: 0 }, '10%': { opacity: 1 }, '100%': { opacity: 1 } });
const hideAtEnd = keyframes({ '0%': { opacity: 1 }, '90%': { opacity: 1 }, '100%': { opacity: 0 } });

/** A shadow pinned to one edge of the scroller's view; it shows while there is more of the table that way. */
const edgeShadow = (side: 'left' | 'right'): StyleRule => ({
  content: '""',
  gridArea: '1 / 1',
  justifySelf: side === 'left' ? 'start' : 'end',
  position: 'sticky',
  ...(side === 'left' ? { left: 0 } : { right: 0 }),
  zIndex: 1,
  width: vars.space['6'],
  pointerEvents: 'none',
  // Twice over: one layer of the theme's strong shadow is too faint to notice on a table's edge.
  backgroundImage: Array(2)
    .fill(`linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${vars.color.shadowStrong}, transparent)`)
    .join(', '),
  opacity: 0,
});

/** Drives an edge's shadow by the scroller's own sideways scroll; with nothing to scroll it stays hidden. */
const scrollDriven = (animationName: string): StyleRule => ({
  animationName,
  animationTimingFunction: 'linear',
  animationFillMode: 'both',
  animationTimeline: 'scroll(nearest inline)',
});

/**
 * The region that scrolls a table sideways when its columns cannot fit, with a shadow at each edge that has more
 * beyond it (CSS only: a scroll-driven animation, so it is right at first paint). It is also the container whose
 * width decides whether a `stackedTable` inside it stacks. Make it a named, focusable region (`tabIndex={0}`).
 */
export const scroller = style({
  display: 'grid',
  overflowX: 'auto',
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': focusRing,
    '&::before': edgeShadow('left'),
    '&::after': edgeShadow('right'),
  },
  '@supports': {
    '(animation-timeline: scroll())': {
      selectors: { '&::before': scrollDriven(showFromStart), '&::after': scrollDriven(hideAtEnd) },
    },
  },
});

globalStyle(`${scroller} > table`, { gridArea: '1 / 1' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
});

/**
 * A table whose body rows stack in a narrow scroller: each row becomes a block headed by its row header, each cell a
 * line led by its column's heading, taken from the cell's `data-label`. The elements keep their table roles, so
 * screen readers still read a table with its headers; the heading drawn before a cell is hidden from them.
 */
export const stackedTable = style(narrow({ display: 'block' }));

globalStyle(
  `${stackedTable} > thead`,
  narrow({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  }),
);
// A caption too: left a table caption, it would shrink to its longest word beside the block.
globalStyle(`${stackedTable} > caption, ${stackedTable} > tbody`, narrow({ display: 'block' }));
globalStyle(
  `${stackedTable} > tbody > tr`,
  narrow({ display: 'grid', gap: vars.space['2'], paddingBlock: vars.space['3'], paddingInline: vars.space['4'] }),
);
globalStyle(`${stackedTable} > tbody > tr > *`, narrow({ width: 'auto', padding: 0, textAlign: 'start' }));
// The row header heads its block even when it is not the first column.
globalStyle(`${stackedTable} > tbody > tr > th`, narrow({ order: -1, fontWeight: vars.fontWeight.semibold }));
globalStyle(
  `${stackedTable} > tbody > tr > td`,
  narrow({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 2fr) 3fr',
    columnGap: vars.space['3'],
    alignItems: 'baseline',
  }),
);
// The value's own elements stay together in the second column, below one another.
globalStyle(`${stackedTable} > tbody > tr > td > *`, narrow({ gridColumn: '2' }));
globalStyle(
  `${stackedTable} > tbody > tr > td::before`,
  narrow({
    // The cell's column header already names it for screen readers: the drawn copy has empty alternative text.
    content: ['attr(data-label)', 'attr(data-label) / ""'],
    gridColumn: '1',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
  }),
);

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
    '&:nth-child(even)': { backgroundColor: vars.color.surfaceMuted },
  },
});

/** Figures take same-width digits so they line up down a column; words keep the font's own spacing. */
export const figures = style({ fontVariantNumeric: 'tabular-nums' });

export const cell = recipe({
  base: {
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    // A row's header cell is a `th` for screen readers but reads as the other cells; column headings set their own.
    fontWeight: 'inherit',
    // Columns that must scroll keep a readable width rather than a word per line.
    minWidth: '7rem',
    verticalAlign: 'top',
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
        verticalAlign: 'bottom',
      },
      false: {},
    },
  },
  defaultVariants: { align: 'start', header: false },
});
