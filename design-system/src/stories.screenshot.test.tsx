/**
 * Screenshot references for every story of the kit, in light and dark (and at phone width for
 * stories that declare `parameters.screenshot.phone`). References live in `__screenshots__/`.
 * The dark renders are also checked with axe: the Storybook project runs axe on the light theme.
 */
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import type React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { darkThemeClass } from './themes/dark.css.ts';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

// Tells React that `act` is in charge of flushing updates here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const themes = ['light', 'dark'] as const;
let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
  document.documentElement.classList.remove(darkThemeClass);
});

for (const [file, module] of Object.entries(modules)) {
  const byTheme = {
    light: composeStories(module, { initialGlobals: { theme: 'light' } }),
    dark: composeStories(module, { initialGlobals: { theme: 'dark' } }),
  };
  describe(file.replace('./components/', ''), () => {
    for (const name of Object.keys(byTheme.light)) {
      const parameters = (byTheme.light as Record<string, { parameters: Record<string, unknown> }>)[name]?.parameters;
      const screenshot = parameters?.screenshot as { phone?: boolean } | undefined;
      const viewports = screenshot?.phone ? (['desktop', 'phone'] as const) : (['desktop'] as const);
      for (const viewport of viewports) {
        for (const theme of themes) {
          const Story = (byTheme[theme] as Record<string, React.ComponentType>)[name] as React.ComponentType;
          test(`${name} ${theme} ${viewport}`, async () => {
            if (viewport === 'phone') await page.viewport(390, 844);
            else await page.viewport(1280, 800);
            host = document.createElement('div');
            host.dataset.testid = 'story';
            host.style.padding = '16px';
            host.style.display = 'flow-root';
            document.body.append(host);
            document.body.style.background = '';
            const created = createRoot(host);
            root = created;
            await act(async () => {
              created.render(<Story />);
            });
            await document.fonts.ready;
            await expect
              .element(page.getByTestId('story'))
              .toMatchScreenshot(
                `${module.default?.title ?? file}-${name}-${theme}-${viewport}`.replace(/[^\w-]+/g, '-'),
              );
            if (theme === 'dark') {
              const results = await axe.run(document, {
                runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
              });
              const violations = results.violations.map(
                (violation) =>
                  `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
              );
              expect(violations, 'axe violations in the dark theme').toEqual([]);
            }
          });
        }
      }
    }
  });
}
