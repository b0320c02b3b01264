import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from 'react-aria-components';
import { scriptedOnly } from '../../styles/scripting.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { darkThemeClass } from '../../themes/dark.css.ts';
import { cx, withClassName } from '../../utils/classNames.ts';
import * as styles from './ThemeToggle.css.ts';
import { darkSchemeQuery, isThemeChoice, type ThemeChoice, themeChoices } from './theme.ts';

export interface ThemeToggleProps
  extends Omit<
    ToggleButtonGroupProps,
    | 'children'
    | 'selectionMode'
    | 'disallowEmptySelection'
    | 'selectedKeys'
    | 'defaultSelectedKeys'
    | 'onSelectionChange'
  > {
  /**
   * localStorage key the choice is kept under (the head script must read the same key).
   * @default 'theme'
   */
  storageKey?: string;
  /**
   * Choice used when nothing is stored.
   * @default 'light'
   */
  defaultTheme?: ThemeChoice;
  /**
   * Visible names of the three choices.
   * @default { light: 'Light', dark: 'Dark', system: 'System' }
   */
  labels?: Record<ThemeChoice, string>;
  /**
   * Show only the icons; the names stay for screen readers.
   * @default false
   */
  iconOnly?: boolean;
  /**
   * Called after the user picks a theme.
   * @default undefined
   */
  onThemeChange?: (theme: ThemeChoice) => void;
}

const defaultLabels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

// Same-tab writes do not fire `storage`; this event lets every mounted toggle re-read.
const changeEvent = 'tallowood:themechange';

// Where choices live for this page view when localStorage is blocked (e.g. some private modes).
const memory = new Map<string, ThemeChoice>();

function readStored(storageKey: string): ThemeChoice | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isThemeChoice(value) ? value : (memory.get(storageKey) ?? null);
  } catch {
    return memory.get(storageKey) ?? null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

function applyDark(isDark: boolean) {
  document.documentElement.classList.toggle(darkThemeClass, isDark);
}

const icons: Record<ThemeChoice, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  dark: 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z',
  system: 'M3 5h18v11H3zM8 20h8M12 16v4',
};

/**
 * Light, dark or follow the system. The choice is stored in localStorage and applied as the `dark` class on
 * `<html>`; "system" follows `prefers-color-scheme` live. A radio group: arrows move, Space or Enter chooses.
 */
export function ThemeToggle({
  storageKey = 'theme',
  defaultTheme = 'light',
  labels = defaultLabels,
  iconOnly = false,
  onThemeChange,
  className,
  'aria-label': ariaLabel = 'Colour theme',
  ...props
}: ThemeToggleProps) {
  const theme = useSyncExternalStore(
    subscribe,
    () => readStored(storageKey) ?? defaultTheme,
    () => defaultTheme,
  );

  useEffect(() => {
    if (theme !== 'system') {
      applyDark(theme === 'dark');
      return;
    }
    const query = window.matchMedia(darkSchemeQuery);
    const follow = () => applyDark(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

  const choose = useCallback(
    (next: ThemeChoice) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        memory.set(storageKey, next);
      }
      window.dispatchEvent(new Event(changeEvent));
      onThemeChange?.(next);
    },
    [storageKey, onThemeChange],
  );

  return (
    <ToggleButtonGroup
      {...props}
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[theme]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (isThemeChoice(key)) choose(key);
      }}
      className={withClassName(cx(styles.root, scriptedOnly), className)}
    >
      {themeChoices.map((choice) => (
        <ToggleButton key={choice} id={choice} data-theme-choice={choice} className={styles.option}>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className={styles.icon}
          >
            <path d={icons[choice]} />
          </svg>
          <span className={iconOnly ? visuallyHidden : undefined}>{labels[choice]}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
