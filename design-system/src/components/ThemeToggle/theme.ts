import { darkThemeClass } from '../../themes/dark.css.ts';

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (themeChoices as readonly string[]).includes(value);
}

/**
 * The inline script for `<head>` that applies the stored theme before first paint, so a dark-mode visitor never sees
 * a light flash. Dependency-free ES5; storage errors (private mode, blocked cookies) leave the default light theme.
 */
export function themeInitScript(storageKey = 'theme'): string {
  // `<` escaped so no value can close the surrounding <script> element.
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c');
  const className = JSON.stringify(darkThemeClass);
  const query = JSON.stringify(darkSchemeQuery);
  return (
    '(function(){try{' +
    `var t=window.localStorage.getItem(${key});` +
    `var d=t==="dark"||(t==="system"&&!!window.matchMedia&&window.matchMedia(${query}).matches);` +
    `if(d){document.documentElement.classList.add(${className});}` +
    '}catch(e){}})();'
  );
}
