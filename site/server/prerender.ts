/**
 * Build step: writes every indexed route as static HTML into the client build, keeps the HTML
 * template for on-request rendering, and stores brotli and gzip copies of every text file.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fillTemplate, prerenderPaths, render } from '../src/entry-server.tsx';
import { compressible } from './static.ts';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const templatePath = fileURLToPath(new URL('./template.html', import.meta.url));

renameSync(join(clientDir, 'index.html'), templatePath);
const template = readFileSync(templatePath, 'utf8');

let pages = 0;
for (const path of prerenderPaths()) {
  const result = await render(path);
  if (result.status !== 200) throw new Error(`Prerender of ${path} answered ${result.status}`);
  const file = join(clientDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, fillTemplate(template, result));
  pages++;
}

function compressTree(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += compressTree(path);
      continue;
    }
    if (!compressible.has(extname(name))) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(raw, { level: 9 });
    if (br.byteLength < raw.byteLength) writeFileSync(`${path}.br`, br);
    if (gz.byteLength < raw.byteLength) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return count;
}

const compressed = compressTree(clientDir);
console.log(`prerendered ${pages} pages, precompressed ${compressed} files`);
