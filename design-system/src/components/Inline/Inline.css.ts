import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap' },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { align: 'start', alignY: 'center' },
});
