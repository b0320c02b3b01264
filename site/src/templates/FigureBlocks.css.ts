/**
 * Styles of the comparison-bars and table blocks (site/src/blocks). They stay at this path: a style module's path
 * names its classes, and moving it would rename every class in the built pages.
 */
import { focusRing, vars } from '@tallowood/design-system/css';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** A bar's share of its row's larger figure, 0-1, set inline per bar. */
const share = createVar();
// createVar gives "var(--name)"; an inline style needs the bare "--name".
export const shareProperty = share.slice('var('.length, -1);

export const table = style({ maxWidth: '64rem', width: '100%', marginInline: 'auto' });

export const barsScroller = style({
  overflowX: 'auto',
  maxWidth: '64rem',
  width: '100%',
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing },
});

export const barsTable = style({
  width: '100%',
  minWidth: '36rem',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${barsTable} th, ${barsTable} td`, {
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${barsTable} thead th`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
});

export const measure = style({ fontWeight: vars.fontWeight.medium, width: '30%' });

export const hint = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const barCell = style({ width: '28%' });

export const bar = recipe({
  base: {
    display: 'block',
    height: '0.75rem',
    width: `calc(${share} * 100%)`,
    minWidth: '2px',
    borderRadius: vars.radius.full,
    marginBlockEnd: vars.space['1'],
    '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
  },
  variants: {
    when: {
      before: { backgroundColor: vars.color.borderStrong },
      after: { backgroundColor: vars.color.accent },
    },
  },
});

export const barValue = style({ fontSize: vars.fontSize.sm });

export const changeCell = recipe({
  base: { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
  variants: { better: { true: { color: vars.color.success }, false: { color: vars.color.text } } },
});
