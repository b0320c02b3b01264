import { createGlobalTheme } from '@vanilla-extract/css';
import { colorContract } from './contract.css.ts';
import { alpha, palette as p } from './palette.ts';

/** Dark theme: applied by the `dark` class on `<html>`. */
export const darkThemeClass = 'dark';

createGlobalTheme(`:root.${darkThemeClass}`, colorContract, {
  background: p.slate950,
  surface: p.slate900,
  surfaceMuted: p.slate850,
  surfaceRaised: p.slate800,
  surfaceInverse: p.indigo950,
  text: p.slate50,
  textMuted: p.slate300,
  textInverse: p.white,
  textInverseMuted: p.slate300,
  border: p.slate700,
  borderStrong: p.slate500,
  accent: p.indigo400,
  accentHover: p.indigo300,
  accentText: p.slate950,
  accentSoft: p.indigo950,
  accentSoftText: p.indigo300,
  link: p.indigo300,
  focusRing: p.indigo300,
  gradientStart: p.indigo600,
  gradientEnd: p.violet600,
  critical: p.red400,
  criticalSoft: p.red950,
  criticalText: p.red300,
  success: p.green300,
  successSoft: p.green950,
  successText: p.green300,
  info: p.sky300,
  infoSoft: p.sky950,
  infoText: p.sky300,
  warning: p.amber300,
  warningSoft: p.amber950,
  warningText: p.amber300,
  fieldBackground: p.slate900,
  fieldBorder: p.slate400,
  overlay: alpha.overlayDark,
  shadow: alpha.shadowDark,
  shadowStrong: alpha.shadowDarkStrong,
  whatsapp: p.whatsapp,
  whatsappText: p.slate950,
});
