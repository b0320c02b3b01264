import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { benchPages } from './pages.ts';
import { startProductionServer } from './server.ts';

const clientDir = `${process.env.SITE_DIST ?? 'site/dist'}/client`;

const gzipKb = (urlPath: string) => gzipSync(readFileSync(join(clientDir, urlPath))).byteLength / 1024;

/**
 * Gzip size of what a phone loads for each bench page until it is interactive: the document (with its inlined
 * stylesheet) and whatever script the browser fetches from opening the page until hydration has finished and the
 * network is idle, chunks loaded on demand included. Nothing is scrolled or touched, so code that waits for the
 * visitor (a form, a menu) counts only if it loads anyway.
 */
export const bundle: Benchmark = {
  name: 'bundle',
  needs: 'npm run build',
  async run() {
    const server = await startProductionServer();
    const browser = await chromium.launch(chromiumLaunchOptions());
    const rows: BenchRow[] = [];
    try {
      for (const benchPage of benchPages()) {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const assets = new Set<string>();
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (/^\/assets\/.+\.(?:js|css)$/.test(path)) assets.add(path);
        });
        const response = await page.goto(`${server.url}${benchPage.path}`, { waitUntil: 'networkidle' });
        // Hydrated: React has attached its fiber to the server's first node.
        await page.waitForFunction(() => {
          const first = document.getElementById('root')?.firstElementChild;
          return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
        });
        await page.waitForLoadState('networkidle');
        const html = gzipSync(Buffer.from((await response?.text()) ?? '')).byteLength / 1024;
        const inlineCss = await page.evaluate(() =>
          [...document.querySelectorAll('head style')].map((style) => style.textContent ?? '').join(''),
        );
        await page.close();
        const loaded = [...assets];
        const js = loaded.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipKb(path), 0);
        const css = loaded.filter((path) => path.endsWith('.css')).reduce((sum, path) => sum + gzipKb(path), 0);
        const benchmark = `bundle ${benchPage.path}`;
        if (benchPage.path === '/')
          rows.push({
            benchmark,
            metric: 'first-load JS (gzip)',
            value: js,
            unit: 'KB',
            target: '≤ 110',
            ok: js <= 110,
          });
        else if (benchPage.form) rows.push({ benchmark, metric: 'first-load JS (gzip)', value: js, unit: 'KB' });
        else
          rows.push({
            benchmark,
            metric: 'first-load JS, no form (gzip)',
            value: js,
            unit: 'KB',
            target: '≤ 30',
            ok: js <= 30,
          });
        rows.push(
          { benchmark, metric: 'first-load JS files', value: loaded.filter((p) => p.endsWith('.js')).length, unit: '' },
          { benchmark, metric: 'document (gzip)', value: html, unit: 'KB' },
          {
            benchmark,
            metric: 'inlined CSS (gzip)',
            value: gzipSync(Buffer.from(inlineCss)).byteLength / 1024,
            unit: 'KB',
          },
          { benchmark, metric: 'stylesheet requests (gzip)', value: css, unit: 'KB', target: '= 0', ok: css === 0 },
        );
      }
      const allJs = readdirSync(join(clientDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + gzipKb(`/assets/${file}`), 0);
      rows.push({ benchmark: 'bundle', metric: 'all JS chunks (gzip)', value: allJs, unit: 'KB' });
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
