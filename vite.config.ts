import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// Without these, Storybook and Vitest discover them mid-run and reload.
const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react-aria-components',
    'react-dom/client',
  ],
};

/** A fresh browser block per project: a shared object makes Vitest swap project names. */
function browser(viewport = { width: 1280, height: 800 }, contextOptions = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions }),
    instances: [{ browser: 'chromium' as const, viewport }],
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: command === 'build' ? 'site' : undefined,
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps,
  ssr: { noExternal: ['@tallowood/design-system'] },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {
          input: {
            'entry-server': 'src/entry-server.tsx',
            main: 'server/main.ts',
            prerender: 'server/prerender.ts',
          },
        }
      : undefined,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: repoRoot,
          environment: 'node',
          include: ['design-system/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${repoRoot}.storybook` })],
        test: {
          name: 'storybook',
          root: repoRoot,
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'screenshots',
          root: repoRoot,
          include: ['design-system/**/*.screenshot.test.tsx'],
          browser: {
            // Reduced motion: spinners and transitions hold still, so every capture is stable.
            ...browser(undefined, { reducedMotion: 'reduce' as const }),
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.1 } } },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
}));
