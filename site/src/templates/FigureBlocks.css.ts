/**
 * Styles of the comparison-bars and table blocks (site/src/blocks). They stay at this path: a style module's path
 * names its classes, and moving it would rename every class in the built pages.
 */
import { vars } from '@tallowood/design-system/css';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** A bar's share of its row's larger figure, 0-1, set inline per bar. */
const share = createVar();
// createVar gives "var(--name)"; an inline style needs the bare "--name".
export const shareProperty = share.slice('var('.length, -1);

/** A table's width in the page's column (the table block's, and the comparison bars' scroller). */
export const table = style({ maxWidth: '64rem', width: '100%', marginInline: 'auto' });

export const barsTable = style({ width: '100%', borderCollapse: 'collapse' });

// The scroller's own border closes the last row.
globalStyle(`${barsTable} thead tr, ${barsTable} tbody tr:not(:last-child)`, {
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${barsTable} th, ${barsTable} td`, {
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
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
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
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

export const barValue = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const changeCell = recipe({
  base: { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  variants: { better: { true: { color: vars.color.success }, false: { color: vars.color.text } } },
});
