import { describe, expect, test } from 'vitest';
import { ratingLabel } from './rating.ts';

describe('ratingLabel', () => {
  test('reads whole ratings from 1 to 5', () => {
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(ratingLabel(1)).toBe('Rated 1 out of 5');
  });

  test.each([0, 6, 4.5, Number.NaN, -1])('refuses %s with a clear error', (rating) => {
    expect(() => ratingLabel(rating)).toThrow(/rating must be a whole number from 1 to 5/);
  });
});
