import type { BrandPalette } from './clientBrands.ts';
import type { colorContract } from './contract.css.ts';

type ColourRole = keyof typeof colorContract;

/**
 * The colour roles a brand theme fills. The status roles (critical, success, info, warning), overlays, shadows,
 * WhatsApp's green and the illustration hues stay the kit's, in the same light or dark mode: they mean the same on
 * every brand.
 */
export const brandColourRoles = [
  'background',
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'surfaceInverse',
  'text',
  'textMuted',
  'textInverse',
  'textInverseMuted',
  'border',
  'borderStrong',
  'accent',
  'accentHover',
  'accentText',
  'accentSoft',
  'accentSoftText',
  'link',
  'focusRing',
  'gradientStart',
  'gradientEnd',
  'fieldBackground',
  'fieldBorder',
] as const satisfies readonly ColourRole[];

export type BrandColourRole = (typeof brandColourRoles)[number];

/** A brand palette spread over the kit's roles: the roles it names, and the rest drawn from them. */
export function brandColours(palette: BrandPalette): Record<BrandColourRole, string> {
  return {
    ...palette,
    surfaceRaised: palette.surface,
    // Full-strength inverse text: the footer's and the hero's small print read as well as the rest.
    textInverseMuted: palette.textInverse,
    // Field edges and strong rules need 3:1 on the page; the muted text colour has 4.5:1.
    borderStrong: palette.textMuted,
    fieldBorder: palette.textMuted,
    fieldBackground: palette.surface,
    focusRing: palette.accent,
    // The brand's banded panels (a gradient hero, a closing call to action) run from its inverse surface to its
    // deeper accent, both of which carry the inverse text.
    gradientStart: palette.surfaceInverse,
    gradientEnd: palette.accentHover,
  };
}
