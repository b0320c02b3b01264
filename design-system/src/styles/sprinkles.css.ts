import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { desktopQuery } from '../constants.ts';
import { vars } from '../themes/contract.css.ts';

const space = vars.space;
const marginSpace = { ...vars.space, auto: 'auto' };

/** Layout only: colours, type and decoration belong to components and their recipes. */
const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': desktopQuery },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
    flexWrap: ['nowrap', 'wrap'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: marginSpace,
    marginBottom: marginSpace,
    marginLeft: marginSpace,
    marginRight: marginSpace,
    width: { full: '100%', auto: 'auto', fit: 'fit-content' },
    maxWidth: { full: '100%', prose: vars.size.prose, container: vars.size.container, none: 'none' },
    textAlign: ['left', 'center', 'right', 'start', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Atomic layout classes: `sprinkles({ display: 'flex', gap: { mobile: '2', desktop: '4' } })`. */
export const sprinkles = createSprinkles(layoutProperties);

/** The props `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A key of the space scale, as sprinkles' spacing properties take it. */
export type SpaceKey = keyof typeof vars.space;
