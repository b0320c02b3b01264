/**
 * Build step after the client and server bundles: writes every route that does not depend on the request (indexed or
 * not) as static HTML into the client build, and the not-found page as `404.html`, with sitemap.xml (indexed routes
 * only), robots.txt and the blog's feed; writes the drawings pages send as images into `art/`; keeps the prepared
 * HTML template, the stylesheet's names and the route manifest for the server; renders the social card of every
 * indexed route into `social/` and the pictures of the portfolio's demo pages and the redesigns into `site-pictures/`; stores brotli and gzip copies of every text file. Each step is named and timed.
 * The server serves all of it from memory.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { darkThemeClass, vars } from '@tallowood/design-system';
import { brotli, documentEndId, paintWhenParsed } from '../server/first-window.ts';
import { sheetFile, usedSheetInliner } from '../server/inline-css.ts';
import { notFoundFile } from '../server/pages.ts';
import { compressible } from '../server/static.ts';
import {
  markupClasses,
  markupCustomProperties,
  markupDataAttributes,
  usedCss,
  withoutFontFaces,
} from '../server/used-css.ts';
import { visibleText } from '../src/content/htmlText.ts';
import {
  artDrawings,
  fillTemplate,
  notFoundPath,
  prepareTemplate,
  prerenderPaths,
  type RouteManifestEntry,
  render,
  robotsTxt,
  routeManifest,
  rssXml,
  sitemapXml,
} from '../src/entry-server.tsx';
import { duplicateIslandIds } from '../src/islands/unique.ts';
import { findRoute } from '../src/routes/index.ts';
import { socialCardTitle, socialImage, socialSection } from '../src/seo/socialImage.ts';
import { glyphText, subsetFace } from './font-subset.ts';
import { latinFontUrls, withFontDisplay } from './latin-font.ts';
import { sitePictureJobs, writeSitePictures } from './site-pictures.ts';
import { renderSocialCard } from './social-cards.ts';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const serverDir = fileURLToPath(new URL('.', import.meta.url));

type Rendered = Awaited<ReturnType<typeof render>>;

/** `bytes` as kilobytes, one decimal. */
function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Runs one named step and prints how long it took, with what it reports. */
async function step<T>(name: string, run: () => T | Promise<T>, report?: (value: T) => string): Promise<T> {
  const started = performance.now();
  const value = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${name}${report ? `: ${report(value)}` : ''} (${seconds} s)`);
  return value;
}

/** The client build's HTML and the stylesheets it links. */
function readClientBuild() {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  const css = stylesheets.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
  return { html, stylesheets, css };
}

/** Every page that does not depend on the request, and the not-found page, rendered to HTML. */
async function renderPages() {
  const pages: { path: string; result: Rendered }[] = [];
  for (const path of await prerenderPaths()) {
    const result = await render(path);
    if (result.status !== 200) throw new Error(`Prerender of ${path} answered ${result.status}`);
    const repeated = duplicateIslandIds(result.html);
    if (repeated.length > 0) throw new Error(`${path} has two islands with the id ${repeated.join(', ')}`);
    pages.push({ path, result });
  }
  const notFound = await render(notFoundPath);
  if (notFound.status !== 404) throw new Error(`Prerender of the not-found page answered ${notFound.status}`);
  return { pages, notFound };
}

/**
 * The Latin faces, cut to the pages' characters and the features they use: Inter also to the theme's weights (regular
 * 400 to extrabold 800), and each client brand's static faces, which a demo page's first paint waits for beside Inter.
 * Shown only if they are there at first paint (`optional`), and not preloaded: measured side by side with AstroWind
 * under Lighthouse's phone profile, a preload of Inter raised TBT to 53-87 ms on six pages and the demo page's LCP to
 * 1.35 s, more than the relayout it saves when the face lands just after the first paint.
 */
async function cutLatinFaces(builtCss: string, texts: readonly Rendered[]) {
  const [latinUrl, ...brandUrls] = latinFontUrls(builtCss);
  if (!latinUrl?.includes('/inter-latin-wght-')) throw new Error('The stylesheet has no Latin face of Inter first');
  const glyphs = glyphText(texts.map((result) => `${visibleText(result.head)} ${visibleText(result.html)}`));
  /** One face cut and written beside the build's: where it was, where it is now, and its bytes before and after. */
  async function cut(url: string, options: Parameters<typeof subsetFace>[2]) {
    const full = readFileSync(join(clientDir, url));
    const face = await subsetFace(full, glyphs, options);
    writeFileSync(join(clientDir, 'assets', face.fileName), face.font);
    return { url, cutUrl: `/assets/${face.fileName}`, fullBytes: full.byteLength, bytes: face.font.byteLength };
  }
  const inter = await cut(latinUrl, { name: 'inter-latin', weights: { min: 400, max: 800 } });
  const brands: (typeof inter)[] = [];
  for (const url of brandUrls) brands.push(await cut(url, { name: basename(url).replace(/-[\w-]{8}\.woff2$/, '') }));
  const css = withFontDisplay(
    builtCss.replace(/@font-face\s*{[^}]*}/g, (block) => {
      // Inter keeps its declared 100-900 range: Chrome left the face unused when it was declared 400-800. The
      // file's axis holds 400-800, and a browser clamps any other weight to it.
      const face = [inter, ...brands].find(({ url }) => block.includes(url));
      return face ? block.replace(face.url, face.cutUrl) : block;
    }),
    'optional',
  );
  return { css, inter, brands };
}

/**
 * The stylesheet travels inside each page: the first paint needs the document alone, no second request. A page
 * rendered on request (a form sent back with its problems) carries all of it; a prerendered page only the rules and
 * faces its markup can use, and names the whole sheet for its code to load. Every page has Latin text, so every
 * page declares the Latin subset: the whole sheet declares the other faces, for what the code shows later. Writes the
 * whole sheet and the page template; returns how to fill a page.
 */
function writeStylesheets(client: ReturnType<typeof readClientBuild>, css: string, subsetUrl: string) {
  if (/<\/style/i.test(css)) throw new Error('The stylesheet cannot be inlined: it contains </style');
  const wholeCss = withoutFontFaces(css, [subsetUrl]);
  const wholeCssUrl = `/assets/style-${createHash('sha256').update(wholeCss).digest('base64url').slice(0, 10)}.css`;
  writeFileSync(join(clientDir, wholeCssUrl), wholeCss);
  for (const file of client.stylesheets) rmSync(join(clientDir, file));
  let prepared = prepareTemplate(client.html);
  for (const file of client.stylesheets)
    prepared = prepared.replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`),
      '',
    );
  const template = prepared.replace('</head>', () => `  <style>${css}</style>\n  </head>`);
  rmSync(join(clientDir, 'index.html'));
  writeFileSync(join(serverDir, 'template.html'), template);
  writeFileSync(join(serverDir, sheetFile), `${JSON.stringify({ wholeCssUrl, subsetUrl })}\n`);
  const withUsedCss = usedSheetInliner({ css, wholeCssUrl, subsetUrl });
  /** A rendered page in the template, with only the rules its markup uses inlined. */
  return (result: Rendered) => withUsedCss(fillTemplate(template, result));
}

/** Every rendered page as `<path>/index.html`, and the not-found page, each with its first paint held (`paintWhenParsed`). */
function writePages(
  rendered: Awaited<ReturnType<typeof renderPages>>,
  page: (result: Rendered) => string,
): { pages: number; paintedWhole: number; paintedInPart: number } {
  let paintedWhole = 0;
  let paintedInPart = 0;
  const write = (file: string, result: Rendered) => {
    const filled = page(result);
    const html = paintWhenParsed(filled);
    if (html.includes(`id="${documentEndId}"`)) paintedWhole++;
    else if (html !== filled) paintedInPart++;
    writeFileSync(file, html);
  };
  for (const { path, result } of rendered.pages) {
    const file = join(clientDir, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    write(file, result);
  }
  write(join(clientDir, notFoundFile), rendered.notFound);
  return { pages: rendered.pages.length, paintedWhole, paintedInPart };
}

/** What search engines and feed readers read: the route manifest for the server, sitemap, robots.txt, the feed. */
async function writeIndexes(): Promise<RouteManifestEntry[]> {
  const manifest = await routeManifest();
  writeFileSync(join(serverDir, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(clientDir, 'sitemap.xml'), await sitemapXml());
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt());
  writeFileSync(join(clientDir, 'digital-trends', 'rss.xml'), rssXml());
  return manifest.routes;
}

/** A few cards at a time: rasterising runs off the main thread, so two cores stay busy without a memory spike. */
const cardBatch = 4;

/** The 1200×630 card of every indexed route. */
async function writeSocialCards(routes: readonly RouteManifestEntry[]): Promise<number> {
  const indexed = routes.filter((route) => route.indexed);
  for (let start = 0; start < indexed.length; start += cardBatch) {
    await Promise.all(
      indexed.slice(start, start + cardBatch).map(async (route) => {
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
  return indexed.length;
}

/** The pictures of sites' first screens: each portfolio card's demo page, each redesign's old and new site. */
async function writePagePictures(): Promise<number> {
  return writeSitePictures(await sitePictureJobs(), (path, png) => {
    const file = join(clientDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
  });
}

/**
 * The drawings pages send as images, one file per theme: each carries the rules its markup uses, the theme's colours
 * (the dark file's root has the dark class) and the page's text colour for what is drawn in `currentColor`.
 */
function writeArtFiles(css: string): number {
  const artDir = join(clientDir, 'art');
  mkdirSync(artDir, { recursive: true });
  const drawingCss = `:root{color:${vars.color.text}}${css}`;
  for (const [stem, markup] of artDrawings()) {
    const classes = markupClasses(markup);
    classes.add(darkThemeClass);
    // No text: an image draws with no web font, so no face is declared.
    const rules = usedCss(drawingCss, {
      classes,
      customProperties: markupCustomProperties(markup),
      dataAttributes: markupDataAttributes(markup),
      text: '',
    });
    if (rules.includes(']]>')) throw new Error('The drawing rules cannot be embedded: they contain ]]>');
    for (const theme of ['light', 'dark'] as const) {
      const root =
        theme === 'dark' ? markup.replace(/^<svg\b([^>]*?)\sclass="/, `<svg$1 class="${darkThemeClass} `) : markup;
      if (theme === 'dark' && root === markup)
        throw new Error(`Drawing ${stem} has no class on its root to add the dark theme to`);
      const file = root
        .replace(/^<svg\b/, () => `<svg xmlns="http://www.w3.org/2000/svg"`)
        .replace(/^(<svg\b[^>]*>)/, (open) => `${open}<style><![CDATA[${rules}]]></style>`);
      writeFileSync(join(artDir, `${stem}${theme === 'dark' ? '-dark' : ''}.svg`), file);
    }
  }
  return artDrawings().size;
}

/** Brotli and gzip copies beside every text file they make smaller, for the server to send as they are. */
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
    const br = brotli(raw);
    const gz = gzipSync(raw, { level: 9 });
    if (br.byteLength < raw.byteLength) writeFileSync(`${path}.br`, br);
    if (gz.byteLength < raw.byteLength) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return count;
}

const client = readClientBuild();
const rendered = await step('render', renderPages, ({ pages }) => `${pages.length} pages and the not-found page`);
const face = await step(
  'cut the Latin faces',
  () => cutLatinFaces(client.css, [...rendered.pages.map(({ result }) => result), rendered.notFound]),
  ({ inter, brands }) =>
    `Inter Latin ${kilobytes(inter.fullBytes)} cut to ${kilobytes(inter.bytes)}; ${brands.length} brand faces ` +
    `${kilobytes(brands.reduce((sum, { fullBytes }) => sum + fullBytes, 0))} cut to ` +
    `${kilobytes(brands.reduce((sum, { bytes }) => sum + bytes, 0))}`,
);
const page = await step('write the stylesheets', () => writeStylesheets(client, face.css, face.inter.cutUrl));
await step(
  'write the pages',
  () => writePages(rendered, page),
  ({ pages, paintedWhole, paintedInPart }) =>
    `${pages} pages and the not-found page, each with the rules it uses inlined; ${paintedWhole} paint once parsed ` +
    `to their end, ${paintedInPart} once their first round trip's part is`,
);
const routes = await step('write the indexes', writeIndexes, () => 'routes.json, sitemap.xml, robots.txt, rss.xml');
await step(
  'render the social cards',
  () => writeSocialCards(routes),
  (count) => `${count} cards`,
);
await step('render the site pictures', writePagePictures, (count) => `${count} pictures of demo pages and redesigns`);
await step(
  'write the drawings',
  () => writeArtFiles(face.css),
  (count) => `${count} drawings sent as images`,
);
await step(
  'precompress',
  () => compressTree(clientDir),
  (count) => `${count} files`,
);
