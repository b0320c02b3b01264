import { createVar, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { responsiveStyle } from '../../styles/responsive.ts';

const template = createVar();
const flow = createVar();
const alignY = createVar();

/** Side by side, from the `collapseBelow` breakpoint up. */
const sideBySide = {
  display: 'grid',
  gridTemplateColumns: template,
  gridAutoFlow: flow,
  gridAutoColumns: 'minmax(0, 1fr)',
  alignItems: alignY,
} as const;

// Typed as plain rules so the package's type declarations can name them.
const collapseBelow: Record<'tablet' | 'desktop' | 'wide', StyleRule> = {
  tablet: responsiveStyle({ tablet: sideBySide }),
  desktop: responsiveStyle({ desktop: sideBySide }),
  wide: responsiveStyle({ wide: sideBySide }),
};

export const root = recipe({
  // Stacked (phones): a flex column, so `reverseOnMobile` can flip the order of any number of children.
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    split: {
      // Every child an equal share, however many there are.
      '1/1': { vars: { [template]: 'none', [flow]: 'column' } },
      '1/2': { vars: { [template]: 'minmax(0, 1fr) minmax(0, 2fr)', [flow]: 'row' } },
      '2/1': { vars: { [template]: 'minmax(0, 2fr) minmax(0, 1fr)', [flow]: 'row' } },
      '2/3': { vars: { [template]: 'minmax(0, 2fr) minmax(0, 3fr)', [flow]: 'row' } },
      '3/2': { vars: { [template]: 'minmax(0, 3fr) minmax(0, 2fr)', [flow]: 'row' } },
    },
    alignY: {
      start: { vars: { [alignY]: 'start' } },
      center: { vars: { [alignY]: 'center' } },
      end: { vars: { [alignY]: 'end' } },
      stretch: { vars: { [alignY]: 'stretch' } },
    },
    collapseBelow,
    reverseOnMobile: {
      true: { flexDirection: 'column-reverse' },
      false: {},
    },
  },
  defaultVariants: { split: '1/1', alignY: 'start', collapseBelow: 'desktop', reverseOnMobile: false },
});
