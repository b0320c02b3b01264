import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// Evaluated first in the runner; workers inherit these, so tests and the server agree on them.
process.env.E2E_PORT ??= '4317';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tallowood-e2e-'));
process.env.E2E_ADMIN_TOKEN ??= 'e2e-admin-token';
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Parallel runs (separate ports) keep their artifacts apart.
  outputDir: `test-results/${process.env.E2E_PORT}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    // The runner's own Node (the pinned one under npm), not whichever `node` the shell finds first.
    command: `${JSON.stringify(process.execPath)} ${process.env.SITE_DIST ?? 'site/dist'}/server/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
      // Journeys submit many forms from one address; the limit itself is tested in the API suite.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
