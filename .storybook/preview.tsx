import '@fontsource-variable/inter/wght.css';
import '../design-system/src/styles/global.css.ts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkThemeClass } from '../design-system/src/themes/dark.css.ts';

/** Applies the toolbar's theme the way the site does: a class on `<html>`. */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  useEffect(() => {
    document.documentElement.classList.toggle(darkThemeClass, dark);
  }, [dark]);
  // Applied during render too, so the first paint and the story's test already see the theme.
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(darkThemeClass, dark);
  return <Story />;
};

/**
 * Lets the browser render a frame before the a11y addon's axe check (project hooks run after it, so this runs first).
 * Whether a part left undrawn off screen (`content-visibility: auto`) is near the viewport is settled at a rendering
 * update; a story whose play function never yields one would have axe judge the kit's footer and bands undrawn, with
 * their text measured against the page's white instead of their own background.
 */
async function renderedFrame(): Promise<void> {
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

const preview: Preview = {
  decorators: [withTheme],
  afterEach: renderedFrame,
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
