import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentCollections } from './site/build/content-plugin.ts';
import { sitePictures } from './site/build/site-pictures-plugin.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** Build output, relative to the repository (`SITE_DIST` lets parallel builds keep apart). */
const siteDist = resolve(repoRoot, process.env.SITE_DIST ?? 'site/dist');

// Without these, Storybook and Vitest discover them mid-run and reload.
const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react-aria-components',
    'react-dom/client',
    // The site's stories route through wouter, some with an in-memory location.
    'wouter',
    'wouter/memory-location',
  ],
};

/**
 * A fresh browser block per project: a shared object makes Vitest swap project names. Chromium is looked for only when
 * Vitest starts this project's browser, so building, serving, Storybook and the unit tests need none.
 */
function browser(viewport = { width: 1280, height: 800 }, contextOptions = {}) {
  const launchOptions = {};
  const provider = playwright({ launchOptions, contextOptions });
  const providerFactory = async (project: Parameters<typeof provider.providerFactory>[0]) => {
    const { chromiumLaunchOptions } = await import('./scripts/chromium.ts');
    Object.assign(launchOptions, chromiumLaunchOptions());
    return provider.providerFactory(project);
  };
  return {
    enabled: true,
    headless: true,
    // Vitest awaits the factory; its type only admits a synchronous one.
    provider: { ...provider, providerFactory: providerFactory as unknown as typeof provider.providerFactory },
    instances: [{ browser: 'chromium' as const, viewport }],
  };
}

// Build-time settings the client may read (README, Configuration).
const publicEnv = ['SITE_URL', 'ANALYTICS_ID', 'BOOKING_URL', 'BOOKING_CALENDAR_URL'] as const;
const define = Object.fromEntries(
  publicEnv.map((name) => [`import.meta.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
);

/**
 * Vite's preload helper and the hints it writes are left out of the build (`modulePreload: false`): the helper would
 * weigh a sixth of the first script, which is all a page loads before the visitor's first touch. With no hints to
 * preload, what remains of it only calls the import, so it is replaced by that call. The first script imports
 * nothing (see the `first` group below), so it has no imports to preload either.
 */
const preloadHelperId = '\0vite/preload-helper.js';
const plainDynamicImports: Plugin = {
  name: 'plain-dynamic-imports',
  enforce: 'pre',
  load: (id) => (id === preloadHelperId ? 'export const __vitePreload = (load) => load();' : undefined),
};
export default defineConfig(({ command, isSsrBuild }) => ({
  root: command === 'build' ? 'site' : undefined,
  define,
  plugins: [react(), vanillaExtractPlugin(), contentCollections(), sitePictures(), plainDynamicImports],
  optimizeDeps,
  // The kit's own export condition (`source` alone would also pick other packages' sources): the site, Storybook and
  // Vitest use its TypeScript sources, not its build.
  resolve: { conditions: ['@tallowood/source', ...defaultClientConditions] },
  ssr: { noExternal: ['@tallowood/design-system'] },
  // Per environment, not `ssr.resolve`: Vitest sets the server environment's conditions, which would replace those.
  environments: { ssr: { resolve: { conditions: ['@tallowood/source', ...defaultServerConditions] } } },
  build: {
    outDir: resolve(siteDist, isSsrBuild ? 'server' : 'client'),
    // One stylesheet for every page: linked from the HTML, cached across pages, no flash on lazy routes.
    cssCodeSplit: false,
    // See `plainDynamicImports`.
    modulePreload: false,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {
          input: {
            'entry-server': 'src/entry-server.tsx',
            main: 'server/main.ts',
            prerender: 'build/prerender.ts',
          },
        }
      : {
          output: {
            // The kit's page primitives travel together: nearly every page uses most of them, and as one file they
            // cost one request and one set of import boilerplate instead of a dozen tiny chunks.
            codeSplitting: {
              groups: [
                {
                  // The first script and everything it imports (the kit's global styles, theme contract and `early`
                  // helpers) as one file, the entry itself: one request and one compression window before a touch,
                  // and the kit's components (and React) never pulled into it by the group below.
                  name: 'first',
                  tags: ['$initial'],
                  priority: 1,
                },
                {
                  name: 'kit',
                  test: /design-system\/src\/components\/(Badge|Card|Container|FeatureCard|Grid|Heading|Hero|Inline|LinkButton|ProcessSteps|Section|SectionHeading|ServiceCard|Stack|StatTile|TestimonialCard|Text|TextLink)\//,
                },
              ],
            },
          },
        },
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
          // `*.browser.test.ts` need a real DOM: they run in the browser project below.
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.ts'],
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
          include: [
            'design-system/**/*.screenshot.test.tsx',
            'site/**/*.screenshot.test.tsx',
            'site/**/*.browser.test.ts',
          ],
          browser: {
            // Reduced motion: spinners and transitions hold still, so every capture is stable.
            ...browser(undefined, { reducedMotion: 'reduce' as const }),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
          setupFiles: [`${repoRoot}.storybook/vitest.setup.ts`],
          testTimeout: 60_000,
        },
      },
    ],
  },
}));
