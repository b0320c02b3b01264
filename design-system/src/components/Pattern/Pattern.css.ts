import { recipe } from '@vanilla-extract/recipes';
import { paletteVariants } from '../../styles/illustration.css.ts';
import { defaultIllustrationPalette } from '../../themes/illustration.ts';

export const root = recipe({
  base: {
    display: 'block',
    width: '100%',
    // Fills a positioned parent (`position: absolute; inset: 0`); standing alone, it is a 2:1 panel.
    height: '100%',
    aspectRatio: '2 / 1',
    overflow: 'hidden',
    pointerEvents: 'none',
  },
  variants: { palette: paletteVariants },
  defaultVariants: { palette: defaultIllustrationPalette },
});
