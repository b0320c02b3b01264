import { type StyleRule, styleVariants } from '@vanilla-extract/css';
import { brandColours } from './clientBrandRoles.ts';
import { type BrandPalette, brandFontStack, type ClientBrand, clientBrands } from './clientBrands.ts';
import { vars } from './contract.css.ts';
import { darkThemeClass } from './darkClass.ts';

/** The brand's colours as assignments to the contract's custom properties. */
function colourVars(palette: BrandPalette): Record<string, string> {
  return Object.fromEntries(
    Object.entries(brandColours(palette)).map(([role, value]) => [vars.color[role as keyof typeof vars.color], value]),
  );
}

function brandTheme(brand: ClientBrand): StyleRule {
  return {
    // The themed element paints its own ground and text, as <body> does for the site's theme.
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.body,
    // A brand loads only the weights it uses: the nearest one draws the others, never a smeared synthetic bold.
    fontSynthesisWeight: 'none',
    vars: {
      ...colourVars(brand.light),
      [vars.font.heading]: brandFontStack(brand.fonts.display),
      [vars.font.body]: brandFontStack(brand.fonts.body),
      [vars.radius.sm]: brand.radii.sm,
      [vars.radius.md]: brand.radii.md,
      [vars.radius.lg]: brand.radii.lg,
      [vars.radius.xl]: brand.radii.xl,
    },
    selectors: { [`:root.${darkThemeClass} &`]: { vars: colourVars(brand.dark) } },
  };
}

/**
 * A theme per portfolio client, each scoped to the element that carries its class: the kit's components inside take
 * the brand's colours (light, or dark under the site's dark class), type pairing and corners; everything outside
 * keeps the site's own theme.
 */
export const clientBrandThemes = styleVariants(clientBrands, brandTheme);
