/**
 * `npm test`: every suite in order, each stage named, stopping at the first failure.
 * Stages: browser, lint (Biome, then the architecture's import rules and dead code), types, unit, stories, build, e2e.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.ts';

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const stages: Stage[] = [
  { name: 'lint (Biome)', command: ['npx', 'biome', 'check', '.'] },
  // The commands live in package.json (`npm run test:arch`, `npm run test:knip`); each takes a few seconds.
  { name: 'lint (architecture: dependency-cruiser)', command: ['npm', 'run', '--silent', 'test:arch'] },
  { name: 'lint (unused files, exports, dependencies: Knip)', command: ['npm', 'run', '--silent', 'test:knip'] },
  { name: 'types (tsc)', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit (Vitest, node)', command: ['npx', 'vitest', 'run', '--project', 'unit'] },
  {
    name: 'stories (Vitest browser: interactions, axe, screenshots)',
    command: ['npx', 'vitest', 'run', '--project', 'storybook', '--project', 'screenshots'],
  },
  {
    name: 'build (client, server, prerender)',
    command: ['npm', 'run', 'build'],
    env: {
      // The site as deployed with its booking page: the end-to-end suite stubs the calendar's hosts.
      BOOKING_CALENDAR_URL: process.env.BOOKING_CALENDAR_URL || 'https://calendly.com/tallowood-digital/30min',
      // Built as on a machine with no Chromium (the finder trusts a set CHROMIUM_PATH alone): building needs none.
      CHROMIUM_PATH: '/nonexistent/chromium',
    },
  },
  { name: 'e2e (Playwright, production server)', command: ['npx', 'playwright', 'test'] },
];

const only = process.argv.slice(2);
const started = Date.now();

function banner(text: string) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 72 - text.length))}`);
}

// CI logs show which Node ran the suites: the one pinned in devDependencies when started through npm.
console.log(`Node ${process.version} (${process.execPath})`);

banner('stage: browser (Chromium)');
let chromium: string;
try {
  chromium = ensureChromium();
  console.log(chromium);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

for (const stage of stages) {
  if (only.length > 0 && !only.some((word) => stage.name.startsWith(word))) continue;
  banner(`stage: ${stage.name}`);
  const stageStart = Date.now();
  const [bin, ...args] = stage.command;
  const result = spawnSync(bin as string, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, ...stage.env },
  });
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ stage "${stage.name}" failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${stage.name} (${seconds} s)`);
}

banner(`all stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
