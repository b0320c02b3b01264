import { darkThemeClass } from '../../themes/darkClass.ts';

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

/**
 * For a page's first script: a click on a theme switch's choice (`data-theme-choice`) applies and stores it at once,
 * before the switch's code has loaded; the switch, once it has, reads the same choice from storage.
 */
export function followThemeChoices(storageKey = 'theme', root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      const option = (event.target as Element).closest?.<HTMLElement>('[data-theme-choice]');
      const choice = option?.dataset.themeChoice;
      if (!option || !isThemeChoice(choice)) return;
      try {
        window.localStorage.setItem(storageKey, choice);
      } catch {
        // Without storage the choice lasts for this page.
      }
      const dark = choice === 'dark' || (choice === 'system' && window.matchMedia(darkSchemeQuery).matches);
      root.documentElement.classList.toggle(darkThemeClass, dark);
      for (const each of option.parentElement?.children ?? []) {
        each.toggleAttribute('data-selected', each === option);
        each.setAttribute('aria-checked', String(each === option));
      }
    },
    true,
  );
}
