import { describe, expect, test } from 'vitest';
import { breakpointQueries, breakpoints, desktopQuery, layout } from '../constants.ts';
import { responsiveStyle } from './responsive.ts';

describe('breakpoints', () => {
  test('keep 768 px as the mobile/desktop split', () => {
    expect(breakpoints.desktop).toBe(768);
    expect(layout.mobileBreakpoint).toBe(breakpoints.desktop);
    expect(desktopQuery).toBe('(min-width: 768px)');
  });

  test('give each breakpoint a min-width query', () => {
    expect(breakpointQueries).toEqual({
      tablet: '(min-width: 640px)',
      desktop: '(min-width: 768px)',
      wide: '(min-width: 1024px)',
    });
  });
});

describe('responsiveStyle', () => {
  test('writes one query per breakpoint given, narrowest first whatever the key order', () => {
    const media = responsiveStyle({ wide: { gap: '3rem' }, tablet: { gap: '1rem' }, desktop: { gap: '2rem' } })[
      '@media'
    ];
    expect(Object.entries(media)).toEqual([
      ['(min-width: 640px)', { gap: '1rem' }],
      ['(min-width: 768px)', { gap: '2rem' }],
      ['(min-width: 1024px)', { gap: '3rem' }],
    ]);
  });

  test('leaves out breakpoints without a rule', () => {
    expect(responsiveStyle({ desktop: { display: 'grid' } })).toEqual({
      '@media': { '(min-width: 768px)': { display: 'grid' } },
    });
  });
});
