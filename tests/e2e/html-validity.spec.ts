/**
 * Every page the site serves is valid HTML for the W3C Nu HTML checker (vnu): each prerendered file, and the pages
 * the production server renders on request (search, a page opened with a query, each form's sent view, a form sent
 * back with its problems, the answer to a post from another site). One checker run over them all.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { sentViewUrls } from '../../site/server/pages.ts';
import { StaticFiles } from '../../site/server/static.ts';

const clientDir = resolve(process.env.SITE_DIST ?? 'site/dist', 'client');
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * What the checker does not know yet, matched by the message's text (never by page), and where the text alone cannot
 * tell, by the declaration the message points at:
 * - CSS anchor positioning (`anchor-name`, `position-anchor`, `position-area`, `position-try*`, `anchor()`,
 *   `anchor-size()`), which the site's menus and tooltips use and current browsers support;
 * - container queries (`container-type`, `container-name`, `@container`), by which a table stacks in a narrow column,
 *   and their length units (`cqi`), by which a swiped row's cards take their width from the row: the checker reports
 *   any value with one as a parse error of the property, so that error is let through only where the declaration
 *   holds such a unit;
 * - scroll-driven animations (`animation-timeline` and its timelines), which draw a scrolling table's edge shadows
 *   behind `@supports`, so a browser without them shows no shadow rather than a wrong one;
 * - and in HTML, `blocking="render"` on `<link rel="expect">` (the HTML standard's `expect` link type, in Chrome since
 *   124), by which a short page is painted once parsed to its end: the checker allows `blocking` on stylesheets only.
 */
const unknownToChecker: (RegExp | { message: RegExp; declaration: RegExp })[] = [
  /^CSS: “(?:anchor-name|position-anchor|position-area|position-try(?:-[a-z]+)?|position-visibility)”: Property “[a-z-]+” doesn't exist\.$/,
  /^CSS: “[a-z-]+”: “anchor(?:-size)?\(/,
  /^CSS: “(?:container(?:-type|-name)?|animation-timeline|animation-range(?:-start|-end)?|(?:scroll|view)-timeline(?:-name|-axis|-inset)?|timeline-scope)”: Property “[a-z-]+” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”$/,
  { message: /^CSS: “[a-z-]+”: Parse Error\.$/, declaration: /\dcq(?:i|b|w|h|min|max)\b/ },
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

/** The CSS declaration a message points into, from its start up to where the message ends (the sheets are minified). */
function declarationAt({ url, lastLine, lastColumn }: VnuMessage): string {
  if (!url?.startsWith('file:') || lastLine === undefined || lastColumn === undefined) return '';
  const line = readFileSync(fileURLToPath(url), 'utf8').split('\n')[lastLine - 1] ?? '';
  const before = line.slice(0, lastColumn);
  return before.slice(Math.max(before.lastIndexOf('{'), before.lastIndexOf(';')) + 1);
}

/** Whether a message is one the checker gives only for what it does not know yet. */
const unknown = (message: VnuMessage) =>
  unknownToChecker.some((known) =>
    known instanceof RegExp
      ? known.test(message.message)
      : known.message.test(message.message) && known.declaration.test(declarationAt(message)),
  );

/** Runs one checker (one JVM) over the files; its JSON report comes on stderr. */
function check(files: string[]): Promise<VnuMessage[]> {
  return new Promise((done, fail) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
          return fail(new Error('The Nu HTML checker needs Java 17 or later on PATH (Debian: default-jre-headless)'));
        try {
          done((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          fail(new Error(`The checker gave no report (${error?.message ?? 'no error'}):\n${stderr}`));
        }
      },
    );
  });
}

test('every served page is valid HTML (W3C Nu checker)', async ({ request }) => {
  test.setTimeout(120_000);
  const prerendered = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === '404.html' || file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => join(clientDir, file));
  expect(prerendered.length, 'prerendered pages').toBeGreaterThan(10);

  // Pages rendered on request, saved as the server sent them, each named by the address it answered.
  const saved = mkdtempSync(join(tmpdir(), 'tallowood-html-'));
  const addressOf = new Map<string, string>();
  const save = (address: string, html: string) => {
    const file = join(saved, `${addressOf.size}.html`);
    writeFileSync(file, html);
    addressOf.set(file, address);
  };

  const sentViews = sentViewUrls(new StaticFiles(clientDir));
  expect(sentViews.length, 'sent views of the lead forms').toBeGreaterThanOrEqual(8);
  for (const address of ['/search', '/search?q=seo', '/digital-trends?category=branding', ...sentViews]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    save(address, await response.text());
  }

  // A lead form posted from its page with every field empty comes back with its problems; one posted from another
  // site gets the constant refusal page.
  const post = (site: string) =>
    request.post('/contact', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site },
      data: '_form=contact&firstName=&lastName=&email=&message=',
      maxRedirects: 0,
    });
  const invalid = await post('same-origin');
  expect(invalid.status(), 'a post with empty fields').toBe(400);
  const sentBack = await invalid.text();
  expect(sentBack).toContain('Please enter your email address');
  save('POST /contact (empty fields)', sentBack);
  const crossSite = await post('cross-site');
  expect(crossSite.status(), 'a post from another site').toBe(403);
  save('POST /contact (from another site)', await crossSite.text());

  const messages = await check([...prerendered, ...addressOf.keys()]);
  const problems = messages
    // Errors, and files the checker could not read; `--errors-only` already leaves out warnings.
    .filter((message) => message.type !== 'info')
    .filter((message) => !unknown(message))
    .map((message) => {
      const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? '?');
      const where = addressOf.get(file) ?? relative(process.cwd(), file);
      return `${where}:${message.lastLine ?? '?'}: ${message.message}`;
    });
  expect(problems, `${problems.length} HTML errors`).toEqual([]);
});
