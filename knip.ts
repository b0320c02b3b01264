/**
 * `npm run test:knip`: files nothing reaches, exports nothing imports and dependencies nothing uses, per workspace.
 * Tests, stories and config files come in through Knip's plugins (Vitest, Playwright, Storybook, Vite), scripts through
 * the npm scripts that run them, and the kit's public entries through `exports` in design-system/package.json (the
 * `@tallowood/source` condition names their sources): what those entries export is the kit's API, used by the site or
 * not, so it is never reported. The entries below are the ones no tool names.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // `npm run bench` runs every `*.bench.ts` it finds in the folder (tests/bench/run.ts reads it).
      entry: ['tests/bench/*.bench.ts'],
      // System programs, not packages: Debian's package manager (scripts/chromium.ts) and Java for vnu.jar.
      ignoreBinaries: ['apt-get', 'java'],
      ignoreDependencies: [
        // dependency-cruiser's parser here (`parser: 'swc'` in .dependency-cruiser.ts), loaded by it, imported by none.
        '@swc/core',
        // A Java program, not a module: tests/e2e/html-validity.spec.ts resolves the path of its vnu.jar.
        'vnu-jar',
      ],
    },
    site: {
      entry: [
        // The server bundle's entries (vite.config.ts `rolldownOptions.input`); the browser's, src/entry-client.tsx,
        // Knip finds in site/index.html.
        'src/entry-server.tsx',
        'server/main.ts',
        'build/prerender.ts',
        // The API alone, started by process-level tests (server/testing/api-process.ts) and by hand.
        'server/serve-api.ts',
      ],
      // Font files read from the package by a path built per weight (build/social-cards.ts), never imported.
      ignoreDependencies: ['@fontsource/inter'],
    },
  },
};

export default config;
