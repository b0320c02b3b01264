import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { startProductionServer } from './server.ts';

const clientDir = `${process.env.SITE_DIST ?? 'site/dist'}/client`;

const gzipKb = (urlPath: string) => gzipSync(readFileSync(join(clientDir, urlPath))).byteLength / 1024;

/**
 * Gzip size of the JS and CSS a phone loads for the home page until it is interactive: whatever the
 * browser fetches from opening the page until hydration has finished and the network is idle, chunks
 * loaded on demand included. Nothing is scrolled or clicked, so code that waits for the visitor
 * (a form further down, a menu) counts only if it loads anyway.
 */
export const bundle: Benchmark = {
  name: 'bundle',
  needs: 'npm run build',
  async run() {
    const server = await startProductionServer();
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const assets = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (/^\/assets\/.+\.(?:js|css)$/.test(path)) assets.add(path);
      });
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // Hydrated: React has attached its fiber to the server's first node.
      await page.waitForFunction(() => {
        const first = document.getElementById('root')?.firstElementChild;
        return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
      });
      await page.waitForLoadState('networkidle');
      const loaded = [...assets];
      const js = loaded.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipKb(path), 0);
      const css = loaded.filter((path) => path.endsWith('.css')).reduce((sum, path) => sum + gzipKb(path), 0);
      const allJs = readdirSync(join(clientDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + gzipKb(`/assets/${file}`), 0);
      return [
        {
          benchmark: 'bundle',
          metric: 'home first-load JS (gzip)',
          value: js,
          unit: 'KB',
          target: '≤ 110',
          ok: js <= 110,
        },
        {
          benchmark: 'bundle',
          metric: 'home first-load JS files',
          value: loaded.filter((p) => p.endsWith('.js')).length,
          unit: '',
        },
        { benchmark: 'bundle', metric: 'home first-load CSS (gzip)', value: css, unit: 'KB' },
        { benchmark: 'bundle', metric: 'all JS chunks (gzip)', value: allJs, unit: 'KB' },
      ] satisfies BenchRow[];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
