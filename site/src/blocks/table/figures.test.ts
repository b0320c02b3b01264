import { describe, expect, test } from 'vitest';
import { isFigureColumn } from './figures.ts';

describe('isFigureColumn', () => {
  test('takes counts, percentages, durations and prices', () => {
    expect(isFigureColumn(['1,200', '11', '2.1%', '4.8 s', '+608%', '$1,490', '-27'])).toBe(true);
  });

  test('refuses a column with any worded cell, so text keeps its own letter and dash spacing', () => {
    expect(isFigureColumn(['+608%', '+2.5 points'])).toBe(false);
    expect(isFigureColumn(['34', '65% faster'])).toBe(false);
    expect(isFigureColumn(['Built for a sub-2-second load time'])).toBe(false);
    expect(isFigureColumn(['5-10 business days'])).toBe(false);
    expect(isFigureColumn([])).toBe(false);
  });
});
