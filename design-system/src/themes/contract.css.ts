import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * Semantic tier: the roles components read. Light and dark themes fill it; nothing outside
 * the theme files picks a colour.
 */
export const colorContract = createThemeContract({
  background: null,
  surface: null,
  surfaceMuted: null,
  surfaceRaised: null,
  surfaceInverse: null,
  text: null,
  textMuted: null,
  textInverse: null,
  textInverseMuted: null,
  border: null,
  borderStrong: null,
  accent: null,
  accentHover: null,
  accentText: null,
  accentSoft: null,
  accentSoftText: null,
  link: null,
  focusRing: null,
  gradientStart: null,
  gradientEnd: null,
  critical: null,
  criticalSoft: null,
  criticalText: null,
  success: null,
  successSoft: null,
  successText: null,
  info: null,
  infoSoft: null,
  infoText: null,
  warning: null,
  warningSoft: null,
  warningText: null,
  fieldBackground: null,
  fieldBorder: null,
  /** A field's border under the pointer: still 3:1 on the surface, as the resting border is. */
  fieldBorderHover: null,
  overlay: null,
  shadow: null,
  shadowStrong: null,
  whatsapp: null,
  whatsappText: null,
  // Illustrations (DeviceMockup, Pattern): device body and edge, the drawn screen, its panels, hairlines and
  // text bars, marks on an accent (button labels), light on a picture, then six hues, each with a soft tint.
  artFrame: null,
  artFrameEdge: null,
  artScreen: null,
  artPanel: null,
  artRule: null,
  artInk: null,
  artInkMuted: null,
  artOnAccent: null,
  artHighlight: null,
  artIndigo: null,
  artIndigoSoft: null,
  artViolet: null,
  artVioletSoft: null,
  artTeal: null,
  artTealSoft: null,
  artAmber: null,
  artAmberSoft: null,
  artRose: null,
  artRoseSoft: null,
  artSky: null,
  artSkySoft: null,
});

/** The platform's own face: for what must look like neither the site nor a client's brand, and fetches nothing. */
const systemStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const fontStack = `'Inter Variable', Inter, ${systemStack}`;

/** Scales that do not change with the theme. */
const scales = createGlobalTheme(':root', {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
    '24': '6rem',
  },
  radius: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  font: {
    body: fontStack,
    heading: fontStack,
    system: systemStack,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': 'clamp(2rem, 1.6rem + 2vw, 2.5rem)',
    '5xl': 'clamp(2.25rem, 1.7rem + 2.8vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.6' },
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  zIndex: { sticky: '40', overlay: '50', toast: '60' },
  /**
   * Elevation, from resting cards (sm) to dialogs (xl); `upward` for bars fixed to the bottom edge. Each step reads
   * the theme's `shadow` / `shadowStrong` colour role, so the themes decide the colour and this scale the shape.
   */
  shadow: {
    sm: `0 1px 3px ${colorContract.shadow}`,
    md: `0 4px 14px ${colorContract.shadowStrong}`,
    lg: `0 8px 24px ${colorContract.shadowStrong}`,
    xl: `0 24px 48px ${colorContract.shadowStrong}`,
    upward: `0 -8px 24px ${colorContract.shadow}`,
  },
  size: { container: '75rem', prose: '42rem', tapTarget: '2.75rem', toastWidth: '356px' },
});

/** Everything a component may read: `vars.color.*` plus the fixed scales (`vars.shadow.*` follows the theme). */
export const vars = { ...scales, color: colorContract };
