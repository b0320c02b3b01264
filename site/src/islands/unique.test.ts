import { describe, expect, it } from 'vitest';
import { duplicateIslandIds } from './unique.ts';

describe('duplicateIslandIds', () => {
  it('finds an id used by two islands on one page', () => {
    const html = '<div data-island="contact-form"><form></form></div><div data-island="contact-form"></div>';
    expect(duplicateIslandIds(html)).toEqual(['contact-form']);
  });

  it('passes a page whose islands each have their own id', () => {
    const html = '<div data-island="theme-switch-header"></div><div data-island="theme-switch-menu"></div>';
    expect(duplicateIslandIds(html)).toEqual([]);
  });
});
