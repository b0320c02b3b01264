import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, tabletQuery } from '../../constants.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { pageColumn } from '../../styles/pageColumn.css.ts';
import { vars } from '../../themes/contract.css.ts';

/**
 * The footer ends every page, far below its first screen, so it is left unlaid until it nears the view: a relayout
 * soon after the first paint (a face arriving, the rest of a long page) then skips its hundred-odd boxes. Until it has
 * been drawn once, it stands at the height it takes in each layout.
 */
export const root = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 56rem',
  '@media': {
    [tabletQuery]: { containIntrinsicBlockSize: 'auto 38rem' },
    [desktopQuery]: { containIntrinsicBlockSize: 'auto 28rem' },
    '(forced-colors: active)': { borderTop: '1px solid CanvasText' },
  },
});

export const inner = style([
  pageColumn,
  {
    display: 'grid',
    gap: vars.space['10'],
    paddingBlock: `${vars.space['12']} ${vars.space['8']}`,
    '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(14rem, 1.2fr) 3fr' } },
  },
]);

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * On a phone the groups of links flow down two columns, each group kept whole, so a short group fills the space under
 * a long one and the phone scrolls through about half as many rows; wider screens set them side by side.
 */
export const columns = style({
  columnCount: 2,
  columnGap: vars.space['6'],
  '@media': {
    [tabletQuery]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
      gap: vars.space['8'],
      columnCount: 'auto',
    },
  },
});

globalStyle(`${columns} > *`, { breakInside: 'avoid' });
// Padding, not margin: it stays with its group where a column ends.
globalStyle(`${columns} > :not(:last-child)`, {
  paddingBlockEnd: vars.space['8'],
  '@media': { [tabletQuery]: { paddingBlockEnd: 0 } },
});

export const columnTitle = style({
  marginBottom: vars.space['3'],
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  borderRadius: '2px',
  selectors: {
    '&[data-hovered]': { color: vars.color.textInverse, textDecoration: 'underline' },
    '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.textInverse },
  },
});

export const contact = style({
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: 'normal',
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.textInverseMuted}`,
});

export const bottomInner = style([
  pageColumn,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    paddingBlock: vars.space['5'],
    color: vars.color.textInverseMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space['5']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
