/**
 * The project runs on the Node it pins in its devDependencies (the `node` package installs the runtime's binary into
 * node_modules/.bin), not on the machine's own: npm scripts, `npx` and `npm exec` put that binary first on PATH, so
 * `npm test` and `npm start` run on it, and so does this test when run through them.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
const manifest = readJson('package.json') as { engines: { node: string }; devDependencies: Record<string, string> };
const installed = readJson('node_modules/node/package.json') as { version: string };

describe('the Node the project runs on', () => {
  it('is Node 24 LTS, pinned in devDependencies and required by engines', () => {
    expect(manifest.devDependencies.node).toMatch(/^\^24\.\d+\.\d+$/);
    expect(manifest.engines.node).toBe('>=24');
    expect(installed.version).toMatch(/^24\./);
  });

  it('is the one running the tests: the pinned binary, not the machine’s', () => {
    expect(process.versions.node).toBe(installed.version);
    expect(process.release.lts).toBe('Krypton');
    expect(realpathSync(process.execPath)).toBe(realpathSync(join(repoRoot, 'node_modules/.bin/node')));
  });
});
