/**
 * The fingerprint of what `npm run build` reads: the site's and the kit's sources, content and public files, the
 * root configs and lockfile, the build-time settings and the Node version. `npm start` reuses a build whose stored
 * fingerprint matches and rebuilds otherwise.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** Settings the build embeds (README, Configuration); `NODE_ENV` changes how React and Vite build. */
const buildEnvironment = ['SITE_URL', 'ANALYTICS_ID', 'BOOKING_URL', 'BOOKING_CALENDAR_URL', 'NODE_ENV'];

const rootFiles = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
const trees = ['site', 'design-system'];
/** Folders the build never reads: installed packages, build output, screenshot references. */
const skippedFolder = (name: string) =>
  name === 'node_modules' || /^dist($|-)/.test(name) || name === '__screenshots__';
/** Tests and stories are not part of the site. */
const skippedFile = (name: string) => /\.(test|stories)\.tsx?$/.test(name) || name === '.DS_Store';

/** Where the fingerprint of a build is kept, beside the build. */
export function buildHashFile(dist: string): string {
  return join(dist, '.build-hash');
}

function filesUnder(folder: string, excluded: string, out: string[]) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolder(entry.name) && path !== excluded) filesUnder(path, excluded, out);
    } else if (entry.isFile() && !skippedFile(entry.name)) {
      out.push(path);
    }
  }
}

/**
 * A hex digest of every build input under `root`. `dist` (the build output, wherever `SITE_DIST` puts it) is
 * never read, so building does not change the fingerprint.
 */
export function buildHash(root: string, env: NodeJS.ProcessEnv = process.env, dist = join(root, 'site', 'dist')) {
  const files: string[] = [];
  for (const name of rootFiles) if (existsSync(join(root, name))) files.push(join(root, name));
  for (const tree of trees) if (existsSync(join(root, tree))) filesUnder(join(root, tree), resolve(dist), files);
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node}\0`);
  for (const name of buildEnvironment) hash.update(`${name}=${env[name] ?? ''}\0`);
  for (const file of files.sort()) {
    hash.update(`${relative(root, file).split(sep).join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dist` holds a finished build of exactly these inputs (the fingerprint is written last). */
export function buildIsCurrent(dist: string, hash: string): boolean {
  if (!existsSync(join(dist, 'server', 'main.js')) || !existsSync(join(dist, 'client', 'index.html'))) return false;
  try {
    return readFileSync(buildHashFile(dist), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}
