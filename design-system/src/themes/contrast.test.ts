import { describe, expect, test } from 'vitest';
import { blend, contrastRatio, minimumContrast, parseColour } from './contrast.ts';
import { palette } from './palette.ts';

describe('contrastRatio', () => {
  test('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio(parseColour('#000'), parseColour('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour(palette.indigo600), parseColour(palette.indigo600))).toBe(1);
  });

  test('matches the published ratios of known pairs, in either order', () => {
    // #777 on white is the classic just-below-AA grey.
    expect(contrastRatio(parseColour('#777777'), parseColour('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColour('#ffffff'), parseColour('#777777'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColour('#767676'), parseColour('#ffffff'))).toBeGreaterThanOrEqual(minimumContrast.text);
    expect(contrastRatio(parseColour('#0000ff'), parseColour('#ffffff'))).toBeCloseTo(8.59, 2);
  });
});

describe('parseColour', () => {
  test('reads what getComputedStyle returns', () => {
    expect(parseColour('rgb(79, 70, 229)')).toEqual(parseColour(palette.indigo600));
    expect(parseColour('rgba(15, 23, 42, 0.55)')).toEqual({ r: 15, g: 23, b: 42, a: 0.55 });
    expect(parseColour('color(srgb 1 0.5 0 / 0.25)')).toEqual({ r: 255, g: 127.5, b: 0, a: 0.25 });
    expect(parseColour('transparent').a).toBe(0);
    expect(parseColour('#abcd')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 0xdd / 255 });
  });

  test('refuses colours it cannot measure', () => {
    expect(() => parseColour('oklch(0.5 0.1 200)')).toThrow('Not an sRGB colour');
    expect(() => parseColour('color(display-p3 1 0 0)')).toThrow('Not an sRGB colour');
    expect(() => parseColour('#zzz')).toThrow('Not a colour');
  });
});

describe('blend', () => {
  test('half-transparent black over white is mid grey', () => {
    expect(blend(parseColour('rgba(0, 0, 0, 0.5)'), parseColour('#fff'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });

  test('an opaque colour hides what is beneath, a clear one shows it', () => {
    expect(blend(parseColour('#123456'), parseColour('#fff'))).toEqual(parseColour('#123456'));
    expect(blend(parseColour('transparent'), parseColour('#654321'))).toEqual(parseColour('#654321'));
  });
});
