import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark } from './harness.ts';

const clientDir = 'site/dist/client';

/** Gzip size of the JS and CSS the prerendered home page loads before any interaction. */
export const bundle: Benchmark = {
  name: 'bundle',
  needs: 'npm run build',
  async run() {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] ?? '',
    );
    const gz = (file: string) => gzipSync(readFileSync(join(clientDir, file))).byteLength / 1024;
    const js = referenced.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gz(file), 0);
    const css = referenced.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gz(file), 0);
    const allJs = readdirSync(join(clientDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gz(`/assets/${file}`), 0);
    return [
      {
        benchmark: 'bundle',
        metric: 'home first-load JS (gzip)',
        value: js,
        unit: 'KB',
        target: '≤ 110',
        ok: js <= 110,
      },
      { benchmark: 'bundle', metric: 'home first-load CSS (gzip)', value: css, unit: 'KB' },
      { benchmark: 'bundle', metric: 'all JS chunks (gzip)', value: allJs, unit: 'KB' },
    ];
  },
};
