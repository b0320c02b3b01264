import { createVar, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import type { IllustrationPalette } from '../themes/illustration.ts';

/** The hue an illustration is drawn in, its soft tint, and a partner hue for gradients. */
export const accent = createVar();
export const accentSoft = createVar();
export const accentAlt = createVar();

const c = vars.color;
const hue = (main: string, soft: string, alt: string) => ({
  vars: { [accent]: main, [accentSoft]: soft, [accentAlt]: alt },
});

/** Recipe variants for `palette`: each hue is paired with a neighbour, so gradients stay harmonious. */
export const paletteVariants: Record<IllustrationPalette, ReturnType<typeof hue>> = {
  indigo: hue(c.artIndigo, c.artIndigoSoft, c.artViolet),
  violet: hue(c.artViolet, c.artVioletSoft, c.artRose),
  teal: hue(c.artTeal, c.artTealSoft, c.artSky),
  amber: hue(c.artAmber, c.artAmberSoft, c.artRose),
  rose: hue(c.artRose, c.artRoseSoft, c.artAmber),
  sky: hue(c.artSky, c.artSkySoft, c.artIndigo),
};

const paints = {
  frame: c.artFrame,
  edge: c.artFrameEdge,
  screen: c.artScreen,
  panel: c.artPanel,
  rule: c.artRule,
  ink: c.artInk,
  muted: c.artInkMuted,
  onAccent: c.artOnAccent,
  highlight: c.artHighlight,
  accent,
  soft: accentSoft,
  alt: accentAlt,
  shadow: c.shadowStrong,
  // The surrounding text colour: marks that suit any background, light, dark or a coloured band.
  current: 'currentColor',
  rose: c.artRose,
  amber: c.artAmber,
  teal: c.artTeal,
};

/** The paints a drawing may use, by role. */
export type Paint = keyof typeof paints;

/** Fill, stroke and gradient-stop classes for each paint. */
export const fill = styleVariants(paints, (value) => ({ fill: value }));
export const stroke = styleVariants(paints, (value) => ({ stroke: value }));
export const stop = styleVariants(paints, (value) => ({ stopColor: value }));
