/**
 * WCAG 2.2 contrast: relative luminance of sRGB colours and the ratio between two of them, with alpha blended
 * over what lies beneath. Reads the colour strings a browser's `getComputedStyle` returns (`rgb()`, `rgba()`,
 * `color(srgb …)`) and hex, so tests can measure what is drawn and check the palette alike.
 */

/** An sRGB colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2.2 AA minimums: body text (1.4.3), large text (1.4.3) and UI boundaries, states and focus (1.4.11). */
export const minimumContrast = { text: 4.5, largeText: 3, nonText: 3 } as const;

const functionPattern = /^(rgba?|color)\(\s*(srgb\s+)?([^)]*)\)$/i;

function channel(value: string, scale: number): number {
  return value.endsWith('%') ? (Number.parseFloat(value) / 100) * scale : Number.parseFloat(value);
}

/** Parses a hex or sRGB functional colour; `transparent` is clear black. Throws on anything else. */
export function parseColour(text: string): Rgba {
  const value = text.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (value.startsWith('#')) {
    const hex = value.slice(1);
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r, g, b, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
    if (![3, 4, 6, 8].includes(hex.length) || [r, g, b, a].some((part) => part === undefined || Number.isNaN(part))) {
      throw new Error(`Not a colour: ${text}`);
    }
    return { r: r as number, g: g as number, b: b as number, a: a / 255 };
  }
  const match = functionPattern.exec(value);
  if (!match) throw new Error(`Not an sRGB colour: ${text}`);
  const [, name, srgb, body = ''] = match;
  if (name === 'color' && !srgb) throw new Error(`Not an sRGB colour: ${text}`);
  // `color(srgb …)` channels run 0–1; `rgb()` channels 0–255.
  const scale = name === 'color' ? 1 : 255;
  const parts = body.split(/[\s,/]+/).filter(Boolean);
  const [r = '', g = '', b = '', a = '1'] = parts;
  const factor = 255 / scale;
  const colour = {
    r: channel(r, scale) * factor,
    g: channel(g, scale) * factor,
    b: channel(b, scale) * factor,
    a: channel(a, 1),
  };
  if (Object.values(colour).some(Number.isNaN)) throw new Error(`Not a colour: ${text}`);
  return colour;
}

/** `top` painted over `bottom` (source-over): the opaque colour a viewer sees when `bottom` is opaque. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (front: number, back: number) => (front * top.a + back * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** WCAG relative luminance of an opaque colour. */
function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio (1–21) of two opaque colours, in either order. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
