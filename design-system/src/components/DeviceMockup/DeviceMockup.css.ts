import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { accent, accentAlt, accentSoft, paletteVariants } from '../../styles/illustration.css.ts';
import { vars } from '../../themes/contract.css.ts';
import { defaultIllustrationPalette } from '../../themes/illustration.ts';

export const root = recipe({
  // The viewBox fixes the aspect ratio, so the picture reserves its height before anything paints.
  base: { display: 'block', width: '100%', height: 'auto' },
  variants: {
    palette: paletteVariants,
    // Declared after `palette`, so its greys override the hue: a dated site has no colour system.
    variant: {
      modern: {},
      dated: {
        vars: { [accent]: vars.color.artInkMuted, [accentSoft]: vars.color.artPanel, [accentAlt]: vars.color.artRule },
      },
    },
  },
  defaultVariants: { palette: defaultIllustrationPalette, variant: 'modern' },
});

/** Lifts a free-standing device (phone, browser window) off the page. */
export const lifted = style({ filter: `drop-shadow(0 4px 8px ${vars.color.shadowStrong})` });

/** The one set of letters in the set: the type specimen of the brand board. */
export const glyph = recipe({
  base: { fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.04em' },
  variants: {
    dated: { true: { fontFamily: "'Times New Roman', Times, serif", fontWeight: vars.fontWeight.regular } },
  },
});
