import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { brandColourRoles, brandColours } from './clientBrandRoles.ts';
import { brandFontFile, clientBrandIds, clientBrands } from './clientBrands.ts';
import { contrastRatio, minimumContrast, parseColour } from './contrast.ts';

const require = createRequire(import.meta.url);
const ratio = (a: string, b: string) => contrastRatio(parseColour(a), parseColour(b));
const brands = clientBrandIds.map((id) => clientBrands[id]);

describe.each(brands.flatMap((brand) => (['light', 'dark'] as const).map((mode) => ({ brand, mode }))))(
  '$brand.id ($mode)',
  ({ brand, mode }) => {
    const colours = brandColours(brand[mode]);

    test('fills every role a brand theme sets, with a colour', () => {
      expect(Object.keys(colours).sort()).toEqual([...brandColourRoles].sort());
      for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    });

    test('text reads at 4.5:1 on every ground it is set on', () => {
      const pairs: Array<[string, string, string]> = [
        ['text', 'background', 'surface'],
        ['text', 'surfaceMuted', 'surfaceMuted'],
        ['textMuted', 'background', 'surface'],
        ['textMuted', 'surfaceMuted', 'surfaceMuted'],
        ['link', 'background', 'surface'],
        ['link', 'surfaceMuted', 'surfaceMuted'],
        ['accentText', 'accent', 'accentHover'],
        ['accentSoftText', 'accentSoft', 'accentSoft'],
        ['textInverse', 'surfaceInverse', 'gradientEnd'],
      ];
      for (const [fore, ...grounds] of pairs)
        for (const ground of grounds) {
          const role = (name: string) => colours[name as keyof typeof colours];
          expect(ratio(role(fore), role(ground)), `${fore} on ${ground}`).toBeGreaterThanOrEqual(minimumContrast.text);
        }
    });

    test('controls and focus stand out at 3:1', () => {
      for (const ground of [colours.background, colours.surface, colours.surfaceMuted]) {
        expect(ratio(colours.fieldBorder, ground), 'field border').toBeGreaterThanOrEqual(minimumContrast.nonText);
        expect(ratio(colours.focusRing, ground), 'focus ring').toBeGreaterThanOrEqual(minimumContrast.nonText);
        expect(ratio(colours.accent, ground), 'button').toBeGreaterThanOrEqual(minimumContrast.nonText);
      }
    });
  },
);

describe('client brands', () => {
  test('one brand per portfolio project, in order, each a different look', () => {
    expect(clientBrandIds).toEqual(brands.map((brand) => brand.id));
    expect(clientBrandIds).toHaveLength(7);
    for (const key of ['light', 'dark'] as const) {
      const accents = brands.map((brand) => brand[key].accent);
      expect(new Set(accents).size, `${key} accents`).toBe(brands.length);
    }
    const pairings = brands.map((brand) => `${brand.fonts.display.family} + ${brand.fonts.body.family}`);
    expect(new Set(pairings).size).toBe(brands.length);
    const displays = brands.map((brand) => brand.fonts.display.family);
    expect(new Set(displays).size).toBe(brands.length);
  });

  test('every face has a Latin woff2 (for pages) and woff (for build-time cards) for each weight it uses', () => {
    for (const brand of brands)
      for (const face of [brand.fonts.display, brand.fonts.body])
        for (const weight of face.weights)
          for (const format of ['woff2', 'woff'] as const)
            expect(existsSync(require.resolve(brandFontFile(face, weight, format))), `${face.family} ${weight}`).toBe(
              true,
            );
  });

  test('every wordmark is a drawn path in a wide box, not text', () => {
    for (const brand of brands) {
      const { width, height, d } = brand.wordmark;
      expect(width).toBeGreaterThan(height * 3);
      expect(d).toMatch(/^m\d+ \d+[mlhvqcz]/);
      expect(d).toMatch(/^[mlhvqcz\d .-]+$/);
    }
  });
});
