/**
 * `npm run build`: the client build, the SSR build and the prerender, then the inputs' fingerprint beside the build.
 * `--if-changed` (what `npm start` runs) skips all of it when the build in `SITE_DIST` was made from the same inputs.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHash, buildHashFile, buildIsCurrent } from './build-hash.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(repoRoot, process.env.SITE_DIST ?? 'site/dist');
const shown = relative(process.cwd(), dist) || '.';

/**
 * The server bundle imports its packages (React, Hono …) by name, and Node looks for them from the bundle's folder
 * upwards: a build outside the repository finds them through a link to the repository's node_modules at its root.
 * A link left pointing anywhere else (another checkout, a deleted folder) is replaced; a real folder is left alone.
 */
function linkRepositoryPackages() {
  if (!relative(repoRoot, dist).startsWith('..')) return;
  const link = join(dist, 'node_modules');
  const packages = join(repoRoot, 'node_modules');
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing && (!existing.isSymbolicLink() || readlinkSync(link) === packages)) return;
  mkdirSync(dist, { recursive: true });
  rmSync(link, { force: true });
  symlinkSync(packages, link, 'dir');
}

// Before the reuse check too: a reused build must start as well as a fresh one.
linkRepositoryPackages();

const started = performance.now();
const hash = buildHash(repoRoot, process.env, dist);
const hashMs = Math.round(performance.now() - started);

if (process.argv.includes('--if-changed')) {
  if (buildIsCurrent(dist, hash)) {
    console.log(`Reusing the build in ${shown}: nothing it is built from has changed (checked in ${hashMs} ms).`);
    process.exit(0);
  }
  console.log(`Building into ${shown}: no build there, or its sources or settings have changed.`);
}

// An interrupted build must not pass for a finished one.
rmSync(buildHashFile(dist), { force: true });

for (const step of ['build:client', 'build:server', 'prerender']) {
  const result = spawnSync('npm', ['run', step], { stdio: 'inherit', cwd: repoRoot });
  if (result.status !== 0) process.exit(result.status || 1);
}

writeFileSync(buildHashFile(dist), `${hash}\n`);
