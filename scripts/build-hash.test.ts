/**
 * `npm start` reuses a build made from the same inputs and rebuilds after any change; `npm run build` always builds.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHash, buildHashFile, buildIsCurrent } from './build-hash.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A finished build in `dist`, its fingerprint `hash`. */
function fakeBuild(dist: string, hash: string) {
  mkdirSync(join(dist, 'server'), { recursive: true });
  mkdirSync(join(dist, 'client'), { recursive: true });
  writeFileSync(join(dist, 'server', 'main.js'), '');
  writeFileSync(join(dist, 'client', 'index.html'), '');
  writeFileSync(buildHashFile(dist), `${hash}\n`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-hash-'));
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('vite.config.ts', 'export default {};');
  write('site/src/App.tsx', 'export const App = 1;');
  write('site/src/content/services/seo.yaml', 'title: SEO');
  write('site/public/favicon.svg', '<svg/>');
  write('design-system/src/index.ts', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildHash', () => {
  const env = { SITE_URL: 'https://example.test' };

  it('is stable while nothing changes', () => {
    expect(buildHash(root, env)).toMatch(/^[0-9a-f]{64}$/);
    expect(buildHash(root, env)).toBe(buildHash(root, { ...env }));
  });

  it('changes with a source file, a content file, a public file, the kit, a config or the lockfile', () => {
    for (const path of [
      'site/src/App.tsx',
      'site/src/content/services/seo.yaml',
      'site/public/favicon.svg',
      'design-system/src/index.ts',
      'vite.config.ts',
      'package-lock.json',
    ]) {
      const before = buildHash(root, env);
      write(path, `${readFileSync(join(root, path), 'utf8')} `);
      expect(buildHash(root, env), path).not.toBe(before);
    }
  });

  it('changes when a file is added or renamed', () => {
    const before = buildHash(root, env);
    write('site/src/New.tsx', 'export const App = 1;');
    const added = buildHash(root, env);
    expect(added).not.toBe(before);
    rmSync(join(root, 'site/src/New.tsx'));
    write('site/src/Renamed.tsx', 'export const App = 1;');
    expect(buildHash(root, env)).not.toBe(added);
  });

  it('changes with a build-time setting', () => {
    for (const name of ['SITE_URL', 'ANALYTICS_ID', 'BOOKING_URL', 'BOOKING_CALENDAR_URL']) {
      expect(buildHash(root, { ...env, [name]: 'changed' }), name).not.toBe(buildHash(root, env));
    }
  });

  it('ignores build output, installed packages, tests, stories and screenshot references', () => {
    const before = buildHash(root, env);
    write('site/dist/client/index.html', '<html>');
    write('site/dist-c/client/index.html', '<html>');
    write('design-system/dist/index.js', 'export {};');
    write('node_modules/react/index.js', '');
    write('site/src/App.test.ts', 'test');
    write('design-system/src/Button.stories.tsx', 'story');
    write('design-system/src/__screenshots__/a.png', 'png');
    expect(buildHash(root, env)).toBe(before);
  });

  it('ignores a SITE_DIST elsewhere under the site', () => {
    const dist = join(root, 'site', 'build-output');
    const before = buildHash(root, env, dist);
    write('site/build-output/client/index.html', '<html>');
    expect(buildHash(root, env, dist)).toBe(before);
  });
});

describe('buildIsCurrent', () => {
  it('only for a finished build with the same fingerprint', () => {
    const dist = join(root, 'site', 'dist');
    expect(buildIsCurrent(dist, 'abc')).toBe(false);
    fakeBuild(dist, 'abc');
    expect(buildIsCurrent(dist, 'abc')).toBe(true);
    expect(buildIsCurrent(dist, 'abd')).toBe(false);
    rmSync(join(dist, 'server', 'main.js'));
    expect(buildIsCurrent(dist, 'abc')).toBe(false);
  });
});

describe('scripts/build.ts', () => {
  let bin: string;
  let calls: string;

  beforeEach(() => {
    // A stand-in for npm that records the build steps it is asked to run.
    bin = join(root, 'bin');
    calls = join(root, 'npm-calls');
    mkdirSync(bin);
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$@" >> "${calls}"\n`);
    chmodSync(join(bin, 'npm'), 0o755);
  });

  function run(dist: string, ...args: string[]) {
    const result = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'scripts/build.ts'), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, SITE_DIST: dist },
    });
    let steps: string[] = [];
    try {
      steps = readFileSync(calls, 'utf8').trim().split('\n');
    } catch {}
    rmSync(calls, { force: true });
    return { status: result.status, stdout: result.stdout, steps };
  }

  const allSteps = ['run build:client', 'run build:server', 'run prerender'];

  it('npm start reuses a build of the current sources and settings, without running a step', () => {
    const dist = join(root, 'dist');
    fakeBuild(dist, buildHash(repoRoot, process.env, dist));
    const reused = run(dist, '--if-changed');
    expect(reused.status).toBe(0);
    expect(reused.stdout).toContain('Reusing the build');
    expect(reused.steps).toEqual([]);
  });

  it('npm start rebuilds when the fingerprint differs, and stores the new one', () => {
    const dist = join(root, 'dist');
    fakeBuild(dist, 'stale');
    const rebuilt = run(dist, '--if-changed');
    expect(rebuilt.status).toBe(0);
    expect(rebuilt.stdout).toContain('Building into');
    expect(rebuilt.steps).toEqual(allSteps);
    expect(readFileSync(buildHashFile(dist), 'utf8').trim()).toBe(buildHash(repoRoot, process.env, dist));
  });

  it('npm run build always builds', () => {
    const dist = join(root, 'dist');
    fakeBuild(dist, buildHash(repoRoot, process.env, dist));
    expect(run(dist).steps).toEqual(allSteps);
  });

  /** Where Node finds `react` for a module in the build's server folder, as the server bundle imports it. */
  function reactFromServer(dist: string): string {
    const probe = join(dist, 'server', 'probe.mjs');
    writeFileSync(probe, "console.log(import.meta.resolve('react'));\n");
    const result = spawnSync(process.execPath, [probe], { encoding: 'utf8' });
    return result.status === 0 ? fileURLToPath(result.stdout.trim()) : result.stderr;
  }
  const repositoryReact = createRequire(join(repoRoot, 'package.json')).resolve('react');

  it("a build outside the repository finds its server's packages in the repository's node_modules", () => {
    // A folder none of whose parents holds a node_modules, as a SITE_DIST under /tmp would be.
    const dist = join(root, 'dist');
    fakeBuild(dist, 'stale');
    expect(reactFromServer(dist)).toMatch(/Cannot find package 'react'/);
    expect(run(dist).status).toBe(0);
    expect(reactFromServer(dist)).toBe(repositoryReact);
  });

  it('a reused build outside the repository gets the link too, and a link left pointing elsewhere is replaced', () => {
    const dist = join(root, 'dist');
    fakeBuild(dist, buildHash(repoRoot, process.env, dist));
    expect(run(dist, '--if-changed').steps).toEqual([]);
    expect(reactFromServer(dist)).toBe(repositoryReact);

    const elsewhere = join(root, 'other-checkout', 'node_modules');
    mkdirSync(elsewhere, { recursive: true });
    rmSync(join(dist, 'node_modules'));
    symlinkSync(elsewhere, join(dist, 'node_modules'), 'dir');
    expect(reactFromServer(dist)).toMatch(/Cannot find package 'react'/);
    run(dist, '--if-changed');
    expect(reactFromServer(dist)).toBe(repositoryReact);
  });

  it('a failed step leaves no fingerprint, so the next start builds again', () => {
    const dist = join(root, 'dist');
    fakeBuild(dist, 'stale');
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\nexit 3\n');
    expect(run(dist, '--if-changed').status).toBe(3);
    expect(buildIsCurrent(dist, buildHash(repoRoot, process.env, dist))).toBe(false);
    expect(() => readFileSync(buildHashFile(dist))).toThrow();
  });
});
