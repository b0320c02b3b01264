import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { darkSchemeQuery, themeInitScript } from './theme.ts';

// Stories keep their choice under their own key, so they never touch the site's `theme`.
const storageKey = 'storybook:theme-toggle';

/** Saves what the stories change (the html class, the stored choice, matchMedia) and puts it back afterwards. */
function preserveThemeState() {
  const html = document.documentElement;
  const className = html.className;
  const stored = window.localStorage.getItem(storageKey);
  const matchMedia = window.matchMedia;
  window.localStorage.removeItem(storageKey);
  return () => {
    html.className = className;
    if (stored === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, stored);
    window.matchMedia = matchMedia;
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

const meta = {
  title: 'Navigation/ThemeToggle',
  component: ThemeToggle,
  args: { storageKey, onThemeChange: fn() },
  beforeEach: preserveThemeState,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Colour theme' });
    await expect(group).toBeVisible();
    // Nothing stored: light.
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(isDark()).toBe(true));
    await expect(window.localStorage.getItem(storageKey)).toBe('dark');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');

    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(isDark()).toBe(false));
    await expect(window.localStorage.getItem(storageKey)).toBe('light');
  },
};

/** The site's key, `theme`, where the head script looks before first paint. What was stored is put back afterwards. */
const siteKey = 'theme';

export const DefaultStorageKey: Story = {
  args: { storageKey: undefined },
  beforeEach: () => {
    const stored = window.localStorage.getItem(siteKey);
    window.localStorage.removeItem(siteKey);
    return () => {
      if (stored === null) window.localStorage.removeItem(siteKey);
      else window.localStorage.setItem(siteKey, stored);
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(isDark()).toBe(true));
    await expect(window.localStorage.getItem(siteKey)).toBe('dark');
    await expect(window.localStorage.getItem(storageKey)).toBeNull();

    // The head script, with its own default key, finds the same choice on the next page load.
    document.documentElement.classList.remove('dark');
    new Function(themeInitScript())();
    await expect(isDark()).toBe(true);

    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(isDark()).toBe(false));
    await expect(window.localStorage.getItem(siteKey)).toBe('light');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(isDark()).toBe(true));
    await expect(
      canvas.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(1);
  },
};

function Remountable(props: { storageKey: string }) {
  const [mount, setMount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <ThemeToggle key={mount} {...props} />
      <Button variant="outline" onPress={() => setMount((count) => count + 1)}>
        Reload
      </Button>
    </div>
  );
}

export const RemountReadsStoredValue: Story = {
  render: (args) => <Remountable storageKey={args.storageKey ?? storageKey} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(isDark()).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    // A fresh toggle shows the stored choice and keeps it applied.
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(isDark()).toBe(true);
    window.localStorage.setItem(storageKey, 'system');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
  },
};

/** A stand-in for the OS colour-scheme setting that the story can flip. */
function emulateColorScheme(initialDark: boolean) {
  let matches = initialDark;
  const listeners = new Set<() => void>();
  const real = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    if (query !== darkSchemeQuery) return real(query);
    return {
      get matches() {
        return matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    set(dark: boolean) {
      matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

let colorScheme: ReturnType<typeof emulateColorScheme> | undefined;

export const FollowsSystem: Story = {
  beforeEach: () => {
    colorScheme = emulateColorScheme(false);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(window.localStorage.getItem(storageKey)).toBe('system');
    await waitFor(() => expect(isDark()).toBe(false));
    // The OS switches to dark while the page is open: the page follows at once, and back.
    colorScheme?.set(true);
    await waitFor(() => expect(isDark()).toBe(true));
    colorScheme?.set(false);
    await waitFor(() => expect(isDark()).toBe(false));
    // An explicit choice stops following the OS.
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    colorScheme?.set(true);
    await expect(isDark()).toBe(false);
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ canvas }) => {
    for (const name of ['Light', 'Dark', 'System']) {
      const radio = canvas.getByRole('radio', { name });
      await expect(radio.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const CustomLabels: Story = {
  args: { 'aria-label': 'Appearance', labels: { light: 'Day', dark: 'Night', system: 'Auto' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Appearance' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
  },
};
