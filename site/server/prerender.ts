/**
 * Build step: writes every route that does not depend on the request (indexed or not) as static HTML
 * into the client build, and the not-found page as `404.html`, with sitemap.xml (indexed routes only)
 * and robots.txt; keeps the prepared HTML template and the route manifest for the server; stores
 * brotli and gzip copies of every text file; renders the social card of every indexed route into `social/`.
 * The server serves all of it from memory.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  fillTemplate,
  notFoundPath,
  prepareTemplate,
  prerenderPaths,
  render,
  robotsTxt,
  routeManifest,
  rssXml,
  sitemapXml,
} from '../src/entry-server.tsx';
import { findRoute } from '../src/routes/index.ts';
import { socialCardTitle, socialImage, socialSection } from '../src/seo/socialImage.ts';
import { fontPreloadLinks } from './font-preload.ts';
import { notFoundFile } from './pages.ts';
import { renderSocialCard } from './social-cards.ts';
import { compressible } from './static.ts';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const serverDir = fileURLToPath(new URL('.', import.meta.url));

const built = readFileSync(join(clientDir, 'index.html'), 'utf8');
const stylesheets = [...built.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
  (match) => match[1] ?? '',
);
const css = stylesheets.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
const fontLinks = fontPreloadLinks(css);
const template = prepareTemplate(built).replace('</head>', () => `  ${fontLinks}\n  </head>`);
rmSync(join(clientDir, 'index.html'));
writeFileSync(join(serverDir, 'template.html'), template);
const manifest = await routeManifest();
writeFileSync(join(serverDir, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);

let pages = 0;
for (const path of await prerenderPaths()) {
  const result = await render(path);
  if (result.status !== 200) throw new Error(`Prerender of ${path} answered ${result.status}`);
  const file = join(clientDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, fillTemplate(template, result));
  pages++;
}
const notFound = await render(notFoundPath);
if (notFound.status !== 404) throw new Error(`Prerender of the not-found page answered ${notFound.status}`);
writeFileSync(join(clientDir, notFoundFile), fillTemplate(template, notFound));
writeFileSync(join(clientDir, 'sitemap.xml'), await sitemapXml());
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt());
writeFileSync(join(clientDir, 'digital-trends', 'rss.xml'), rssXml());

/** A few cards at a time: rasterising runs off the main thread, so two cores stay busy without a memory spike. */
const cardBatch = 4;
const cardsStarted = performance.now();
const indexedRoutes = manifest.routes.filter((route) => route.indexed);
for (let start = 0; start < indexedRoutes.length; start += cardBatch) {
  await Promise.all(
    indexedRoutes.slice(start, start + cardBatch).map(async (route) => {
      const page = await findRoute(route.path)?.page.preload();
      if (!page) throw new Error(`No page for the social card of ${route.path}`);
      const section = socialSection({ path: route.path, source: route.source, name: page.head.name });
      const png = await renderSocialCard({ title: socialCardTitle(route.title), section });
      const file = join(clientDir, socialImage(route.path).path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
    }),
  );
}
const cardSeconds = ((performance.now() - cardsStarted) / 1000).toFixed(1);

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
console.log(
  `prerendered ${pages} pages, ${indexedRoutes.length} social cards in ${cardSeconds} s, precompressed ${compressed} files`,
);
