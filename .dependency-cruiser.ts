/**
 * `npm run test:arch`: the architecture's import rules, checked by dependency-cruiser over every source file.
 */
import type { IConfiguration } from 'dependency-cruiser';

const kitEntry = (name: string) => `^design-system/src/${name}\\.ts$`;

const config: IConfiguration = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle, static or through a lazy import(), makes evaluation order decide what a module sees and splits chunks badly.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kit-not-to-site',
      severity: 'error',
      comment: 'Dependencies point one way, site → design-system: the kit is a package and knows nothing of the site.',
      from: { path: '^design-system/' },
      to: { path: '^site/' },
    },
    {
      name: 'site-to-kit-through-its-package',
      severity: 'error',
      comment: 'The site imports the kit by its package name (`@tallowood/design-system/…` exports), never by a path.',
      from: { path: '^site/' },
      to: { path: '^design-system/', dependencyTypes: ['local'] },
    },
    {
      name: 'site-src-not-to-server',
      severity: 'error',
      comment:
        "The site's pages run in the browser: they never import the server (site/server) or build-time code (site/build).",
      from: { path: '^site/src/' },
      to: { path: '^site/(server|build)/' },
    },
    {
      name: 'server-not-to-build',
      severity: 'error',
      comment:
        'The running server needs none of the build: prerender, fonts, social cards and the content machinery stay in site/build, out of its bundle.',
      from: { path: '^site/server/' },
      to: { path: '^site/build/' },
    },
    {
      name: 'kit-main-entry-without-react-hook-form',
      severity: 'error',
      comment:
        "react-hook-form is an optional peer of the kit: only the kit's `react-hook-form` entry may reach it, never the main one.",
      from: { path: kitEntry('index') },
      to: { path: '(^|/)node_modules/react-hook-form/|^react-hook-form$', reachable: true },
    },
    {
      name: 'kit-early-entry-reaches-no-package',
      severity: 'error',
      comment:
        "The `early` entry runs in a page's first script, before React loads: it reaches the kit's own plain modules only, no package (type-only imports included) and no Node built-in.",
      from: { path: kitEntry('early') },
      to: { pathNot: '^design-system/src/', reachable: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        "An import the checker cannot resolve is one it cannot follow, and the rules above would pass without seeing it. Vite's virtual modules come from site/build/content-plugin.ts.",
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API dependency-cruiser can use (it supports typescript < 7), so swc parses instead
    // (@swc/core). dependency-cruiser's docs call this value deprecated: move to 'tsc' once it supports TypeScript 7.
    parser: 'swc',
    doNotFollow: { path: '(^|/)node_modules/' },
    // Build output (`dist/`, and `site/dist-*/` for builds with their own SITE_DIST), as .gitignore has it; anchored,
    // since packages in node_modules keep their code in `dist/` folders too.
    exclude: { path: '^(design-system|site)/dist/|^site/dist-[^/]+/' },
    // The site imports the kit by its package name, through the workspace link: resolved to the kit's sources by the
    // kit's own export condition, as Vite, Vitest and tsc resolve it.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@tallowood/source', 'import', 'module', 'node', 'default'],
      // `types` and `.d.ts`: packages that are types alone (`@types/hast`), imported with `import type`.
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};

export default config;
