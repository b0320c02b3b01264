/**
 * Finds the Chromium that every browser suite uses: `CHROMIUM_PATH`, then Debian's
 * `/usr/bin/chromium`, then a Playwright-managed build. Run as a script, it installs Debian's
 * package when none is found and it can (root on Debian), else it names the command to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Flags for a quiet, offline, headless Chromium on a small CI machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];

const debianPath = '/usr/bin/chromium';

function playwrightManagedPath(): string | undefined {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright') as typeof import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium executable, or undefined when this machine has none. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(debianPath)) return debianPath;
  return playwrightManagedPath();
}

/** The Chromium executable; throws with the command to run when there is none. */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path)
    throw new Error(
      `No Chromium found for the browser suites. Run \`npm run chromium\`, or install it with: ${installHint()}.`,
    );
  return path;
}

/** Launch options shared by Vitest browser mode, Playwright and Lighthouse. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: [...chromiumArgs] };
}

function installHint(): string {
  return 'apt-get update && apt-get install -y chromium (as root), or set CHROMIUM_PATH';
}

function canApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
}

/** Finds Chromium, installing Debian's package when possible; returns its path. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  if (!canApt()) throw new Error(`No Chromium found. Install it with: ${installHint()}.`);
  console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return chromiumPath();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
