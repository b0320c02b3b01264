import { describe, expect, test } from 'vitest';
import { darkThemeClass } from '../../themes/dark.css.ts';
import { themeInitScript } from './theme.ts';

/** Runs the head script against a fake browser and returns the classes it left on <html>. */
function run(
  script: string,
  options: { stored?: Record<string, string>; prefersDark?: boolean; storageThrows?: boolean },
) {
  const classes = new Set<string>();
  const window = {
    localStorage: {
      getItem(key: string) {
        if (options.storageThrows) throw new Error('SecurityError');
        return options.stored?.[key] ?? null;
      },
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && options.prefersDark === true,
    }),
  };
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function('window', 'document', script)(window, document);
  return [...classes];
}

describe('themeInitScript', () => {
  test('applies the dark class when "dark" is stored under the given key', () => {
    expect(run(themeInitScript('theme'), { stored: { theme: 'dark' } })).toEqual([darkThemeClass]);
    expect(run(themeInitScript('site-theme'), { stored: { 'site-theme': 'dark' } })).toEqual([darkThemeClass]);
    expect(run(themeInitScript('site-theme'), { stored: { theme: 'dark' } })).toEqual([]);
  });

  test('leaves the light default for "light", nothing stored or an unknown value', () => {
    expect(run(themeInitScript(), { stored: { theme: 'light' } })).toEqual([]);
    expect(run(themeInitScript(), {})).toEqual([]);
    expect(run(themeInitScript(), { stored: { theme: 'purple' } })).toEqual([]);
  });

  test('"system" follows prefers-color-scheme', () => {
    expect(run(themeInitScript(), { stored: { theme: 'system' }, prefersDark: true })).toEqual([darkThemeClass]);
    expect(run(themeInitScript(), { stored: { theme: 'system' }, prefersDark: false })).toEqual([]);
  });

  test('blocked storage does not throw', () => {
    expect(run(themeInitScript(), { storageThrows: true })).toEqual([]);
  });

  test('is ES5: no arrow functions, let/const, template literals or classList.toggle', () => {
    const script = themeInitScript('theme');
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`|\.toggle\(/);
    expect(script.startsWith('(function(){try{')).toBe(true);
  });

  test('a key with quotes cannot break out of the string', () => {
    const script = themeInitScript('a"b</script>');
    expect(script).not.toContain('</script');
    expect(run(script, { stored: { 'a"b</script>': 'dark' } })).toEqual([darkThemeClass]);
  });
});
