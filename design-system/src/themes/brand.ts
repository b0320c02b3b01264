import { palette as p } from './palette.ts';

/**
 * The brand's colours as plain values, for renderers that cannot read the theme's CSS variables (build-time
 * social cards, raster artwork). Roles, not hues: the same steps the themes give `gradientStart`, `gradientEnd`
 * and the inverse surface, plus the text that reads on them.
 */
export const brandColors = {
  /** Start of the brand gradient (top left). */
  gradientStart: p.indigo600,
  /** End of the brand gradient (bottom right). */
  gradientEnd: p.violet700,
  /** The deepest brand surface, for shapes that sit behind the gradient. */
  deep: p.indigo950,
  /** Text and marks on the gradient. */
  onBrand: p.white,
  /** Secondary text on the gradient. */
  onBrandMuted: p.indigo100,
  /** Hairlines and quiet accents on the gradient. */
  onBrandSubtle: p.indigo300,
  /** The accent the brand's marks are drawn in on a light ground. */
  accent: p.indigo600,
} as const;

export type BrandColor = keyof typeof brandColors;
