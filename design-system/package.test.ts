/**
 * The kit as a package: built, packed, installed from its tarball into a React app outside the workspaces, type-checked
 * against the shipped declarations, bundled by plain Vite (no vanilla-extract plugin) and rendered on the server.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const kitRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(kitRoot, '..');
const require = createRequire(import.meta.url);
const installed = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/** The environment without what npm sets for the workspace's own scripts, so each command acts on its own folder. */
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, env: cleanEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      types: [],
    },
    include: ['src'],
  }),
  'index.html':
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  'src/Demo.tsx': `import { Button, darkThemeClass, TextField, ThemeToggle } from '@tallowood/design-system';

export type Theme = 'light' | 'dark';

export function Demo({ theme }: { theme: Theme }) {
  return (
    <html lang="en" className={theme === 'dark' ? darkThemeClass : undefined}>
      <body>
        <Button variant="primary">Send enquiry</Button>
        <TextField label="Email" type="email" isInvalid errorMessage="Enter an email address like name@example.com" />
        <ThemeToggle defaultTheme={theme} />
      </body>
    </html>
  );
}
`,
  'src/main.tsx': `import '@tallowood/design-system/styles';
import { hydrateRoot } from 'react-dom/client';
import { Demo } from './Demo';

hydrateRoot(document, <Demo theme="light" />);
`,
  'src/server.tsx': `import { renderToString } from 'react-dom/server';
import { Demo, type Theme } from './Demo';

export const render = (theme: Theme) => renderToString(<Demo theme={theme} />);
`,
  'render.mjs': `import { render } from './dist-server/server.js';
process.stdout.write(JSON.stringify({ light: render('light'), dark: render('dark') }));
`,
};

let work: string;
let app: string;
let markup: { light: string; dark: string };
let stylesheet: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kit-package-'));
  app = join(work, 'app');
  run('npm', ['run', 'build'], kitRoot);
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], kitRoot)) as {
    filename: string;
    size: number;
    unpackedSize: number;
    entryCount: number;
  }[];
  if (!packed) throw new Error('npm pack wrote no tarball');
  console.log(
    `${packed.filename}: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${packed.entryCount} files`,
  );

  mkdirSync(join(app, 'src'), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(app, path), text);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'kit-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@tallowood/design-system': `file:${join(work, packed.filename)}`,
        react: installed('react'),
        'react-dom': installed('react-dom'),
        '@types/react': installed('@types/react'),
        '@types/react-dom': installed('@types/react-dom'),
      },
    }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);

  // The app is type-checked against the declarations the package ships.
  run(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);

  // Plain Vite: no plugins, none of this repository's settings.
  await build({ root: app, configFile: false, logLevel: 'error', build: { outDir: 'dist' } });
  await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    build: { ssr: 'src/server.tsx', outDir: 'dist-server' },
  });
  markup = JSON.parse(run(process.execPath, ['render.mjs'], app));
  const assets = join(app, 'dist', 'assets');
  const sheets = readdirSync(assets).filter((file) => file.endsWith('.css'));
  expect(sheets).toHaveLength(1);
  stylesheet = readFileSync(join(assets, sheets[0] as string), 'utf8');
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The class names on the first element of the markup that `tag` matches (an opening tag, attributes in any order). */
function classesOf(html: string, tag: RegExp): string[] {
  const element = html.match(tag)?.[0] ?? '';
  return (element.match(/class="([^"]*)"/)?.[1] ?? '').split(/\s+/).filter(Boolean);
}

describe('the packed kit in a plain Vite app', () => {
  it('ships its build, not its sources', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/@tallowood/design-system/package.json'), 'utf8'));
    expect(manifest.files).toEqual(['dist']);
    const shipped = readdirSync(join(app, 'node_modules/@tallowood/design-system'));
    expect(shipped.sort()).toEqual(['dist', 'package.json']);
  });

  it('renders a Button', () => {
    expect(markup.light).toMatch(/<button[^>]*class="[^"]+"[^>]*>Send enquiry<\/button>/);
  });

  it('renders a TextField with its label, its error (with the hidden "Error:") and an invalid input', () => {
    expect(markup.light).toMatch(/<label[^>]*>Email<\/label>/);
    expect(markup.light).toMatch(
      /<input[^>]*type="email"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*type="email"/,
    );
    expect(markup.light).toMatch(
      /<span class="[^"]+"[^>]*slot="errorMessage"[^>]*><span class="[^"]+">Error:(<!-- -->)? <\/span>Enter an email address like name@example\.com<\/span>/,
    );
  });

  it('renders the theme switch in both themes, the dark one on <html>', () => {
    for (const theme of ['light', 'dark'] as const) {
      const html = markup[theme];
      expect(html).toContain('aria-label="Colour theme"');
      for (const label of ['Light', 'Dark', 'System']) expect(html).toContain(label);
      expect(html).toContain('role="radiogroup"');
      // The chosen theme is the one checked.
      const checked = [...html.matchAll(/<button[^>]*role="radio" aria-checked="true"[^>]*>([\s\S]*?)<\/button>/g)];
      expect(checked).toHaveLength(1);
      expect(checked[0]?.[1]).toContain(`<span>${theme === 'light' ? 'Light' : 'Dark'}</span>`);
    }
    expect(markup.light).not.toMatch(/<html[^>]*class="dark"/);
    expect(markup.dark).toMatch(/<html[^>]*class="dark"/);
  });

  it('bundles one stylesheet that styles each part by the classes in the markup, and both themes', () => {
    const styled = new Set([...stylesheet.matchAll(/\.([_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
    const parts = {
      button: /<button[^>]*>Send enquiry/,
      field: /<div[^>]*data-invalid="true"[^>]*>/,
      label: /<label[^>]*>/,
      error: /<span[^>]*slot="errorMessage"[^>]*>/,
      input: /<input[^>]*>/,
      'theme switch': /<div[^>]*role="radiogroup"[^>]*>/,
      'theme choice': /<button[^>]*role="radio"[^>]*>/,
    };
    for (const [part, tag] of Object.entries(parts)) {
      const classes = classesOf(markup.light, tag);
      expect(classes, part).not.toEqual([]);
      expect(
        classes.filter((name) => styled.has(name)),
        part,
      ).not.toEqual([]);
    }
    // The light theme on :root, the dark one on :root.dark, filling the same custom properties.
    const light = [...stylesheet.matchAll(/:root\s*{([^}]*)}/g)].map((match) => match[1]).join(';');
    const dark = stylesheet.match(/:root\.dark\s*{([^}]*)}/)?.[1] ?? '';
    const darkProperties = dark.match(/--[\w-]+(?=:)/g) ?? [];
    expect(darkProperties.length).toBeGreaterThan(10);
    for (const property of darkProperties) expect(light, property).toContain(`${property}:`);
  });
});
