import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { benchPages } from './pages.ts';
import { startProductionServer } from './server.ts';

const clientDir = `${process.env.SITE_DIST ?? 'site/dist'}/client`;

const gzipKb = (urlPath: string) => gzipSync(readFileSync(join(clientDir, urlPath))).byteLength / 1024;

/** Long enough for every timed part of a page to have started (the mobile bar appears at 3 s) with nothing touched. */
const untouchedMs = 4000;

/** TCP's initial congestion window: 10 segments of 1,460 bytes, in KB. */
const firstWindowKb = 14_600 / 1024;

const hydrated = () => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false;

/**
 * Where the first screen ends in the page's source: the tag name and index (among the body's elements of that name) of
 * the first element, in document order, that lies wholly below the first screen, outside the fixed and sticky bars.
 */
function belowFirstScreen(): { tag: string; index: number } | undefined {
  // No inner functions: the bundler would name them with a helper the page does not have.
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.top + window.scrollY < window.innerHeight) continue;
    let inBar = false;
    for (let node: Element | null = element; node && !inBar; node = node.parentElement)
      inBar = ['fixed', 'sticky'].includes(getComputedStyle(node).position);
    if (inBar) continue;
    const tag = element.localName;
    return { tag, index: [...document.body.getElementsByTagName(tag)].indexOf(element) };
  }
  return undefined;
}

/** Brotli size (as the server sends it, quality 11) of the source up to the element `belowFirstScreen` found. */
function firstScreenBytes(source: string, end: { tag: string; index: number } | undefined): number {
  let offset = source.length;
  if (end) {
    const tags = new RegExp(`<${end.tag}[\\s>/]`, 'g');
    tags.lastIndex = source.indexOf('<body');
    for (let seen = 0; tags.exec(source); seen++)
      if (seen === end.index) {
        offset = tags.lastIndex - end.tag.length - 2;
        break;
      }
  }
  return brotliCompressSync(Buffer.from(source.slice(0, offset)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).byteLength;
}

/**
 * Gzip size of what a phone loads for each bench page: the document (with the stylesheet rules it uses) and the
 * script it fetches before the visitor's first interaction — from opening the page until the network is idle and 4 s
 * have passed with nothing touched, chunks loaded on demand included. Then what the first touch adds (the whole
 * stylesheet and the page's code): a tap on the page's heading, which brings the page to life, until it has hydrated
 * and the network is idle again (a form's or menu's own code waits for that part to be touched).
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
        const firstScreenEnd = await page.evaluate(belowFirstScreen);
        await page.waitForTimeout(untouchedMs);
        await page.waitForLoadState('networkidle');
        const untouched = [...assets];
        const wokeBeforeTouch = await page.evaluate(hydrated);
        await page.getByRole('heading', { level: 1 }).first().tap();
        await page.waitForFunction(hydrated);
        await page.waitForLoadState('networkidle');
        const source = (await response?.text()) ?? '';
        const html = gzipSync(Buffer.from(source)).byteLength / 1024;
        // As sent (brotli) with its headers: TCP's first window holds 14,600 bytes (`firstWindowKb`). The browser
        // parses and paints a document as it streams in, so what must arrive in that window is the document's beginning
        // through the first screen; the rest may take a second round trip.
        const sizes = await response?.request().sizes();
        const headers = sizes?.responseHeadersSize ?? 0;
        const wire = ((sizes?.responseBodySize ?? 0) + headers) / 1024;
        const firstScreen = (firstScreenBytes(source, firstScreenEnd) + headers) / 1024;
        const inlineCss = await page.evaluate(() =>
          [...document.querySelectorAll('head style')].map((style) => style.textContent ?? '').join(''),
        );
        // The document's own scripts (the theme before first paint, the loader that asks for the first script),
        // counted within the document's bytes above and shown here apart.
        const inlineJs = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
        await page.close();
        const touched = [...assets].filter((path) => !untouched.includes(path));
        const gzipOf = (paths: string[], extension: '.js' | '.css') =>
          paths.filter((path) => path.endsWith(extension)).reduce((sum, path) => sum + gzipKb(path), 0);
        const js = gzipOf(untouched, '.js');
        const touchedJs = gzipOf(touched, '.js');
        const css = gzipOf(untouched, '.css');
        const touchedCss = gzipOf(touched, '.css');
        const benchmark = `bundle ${benchPage.path}`;
        // The first script alone, on every page: the rest waits for a touch.
        rows.push({
          benchmark,
          metric: 'JS before interaction (gzip)',
          value: js,
          unit: 'KB',
          target: '≤ 4',
          ok: js <= 4,
        });
        rows.push(
          {
            benchmark,
            metric: 'inline script in the document (gzip)',
            value: gzipSync(Buffer.from(inlineJs)).byteLength / 1024,
            unit: 'KB',
          },
          { benchmark, metric: 'hydrated before interaction', value: wokeBeforeTouch ? 1 : 0, unit: '' },
          { benchmark, metric: 'JS the first touch adds (gzip)', value: touchedJs, unit: 'KB' },
          {
            benchmark,
            metric: 'JS files before interaction',
            value: untouched.filter((p) => p.endsWith('.js')).length,
            unit: '',
          },
          { benchmark, metric: 'document (gzip)', value: html, unit: 'KB' },
          { benchmark, metric: 'document on the wire (brotli and headers)', value: wire, unit: 'KB' },
          {
            benchmark,
            metric: 'first screen of the document on the wire (brotli and headers)',
            value: firstScreen,
            unit: 'KB',
            target: '≤ 14.26 (first window)',
            ok: firstScreen <= firstWindowKb,
          },
          {
            benchmark,
            metric: 'inlined CSS (gzip)',
            value: gzipSync(Buffer.from(inlineCss)).byteLength / 1024,
            unit: 'KB',
          },
          {
            benchmark,
            metric: 'stylesheet requests before interaction (gzip)',
            value: css,
            unit: 'KB',
            target: '= 0',
            ok: css === 0,
          },
          { benchmark, metric: 'stylesheet the first touch adds (gzip)', value: touchedCss, unit: 'KB' },
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
