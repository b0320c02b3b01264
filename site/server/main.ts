import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyticsId, bookingCalendarUrl, bookingWidget, calendarPages } from '../src/config/site.ts';
import * as renderer from '../src/entry-server.tsx';
import { paintWhenParsed } from './first-window.ts';
import { sheetFile, sheetOptions, usedSheetInliner } from './inline-css.ts';
import { formPostHandler, onRequestBrotli, pageHandler, pageSecurityHeaders, servedAnalyticsId } from './pages.ts';
import { startFromCommandLine } from './runtime.ts';
import { StaticFiles } from './static.ts';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const template = readFileSync(new URL('./template.html', import.meta.url), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('./routes.json', import.meta.url), 'utf8')) as {
  routes: { path: string }[];
};

const routePaths = manifest.routes.map((route) => route.path);

// A page rendered on request carries only the rules it uses, and holds its first paint as the part of it that
// arrives in the first round trip is parsed, as a prerendered one does.
const withUsedCss = usedSheetInliner(
  sheetOptions(template, JSON.parse(readFileSync(new URL(`./${sheetFile}`, import.meta.url), 'utf8'))),
);
const pages = {
  ...renderer,
  fillTemplate: (page: string, result: renderer.RenderResult) =>
    paintWhenParsed(withUsedCss(renderer.fillTemplate(page, result)), onRequestBrotli),
};

await startFromCommandLine((config) => ({
  pages: (server, api) =>
    server
      .use(
        '*',
        pageSecurityHeaders({
          template,
          // The id this bundle was built with (the same define the browser bundle got), checked against run time.
          analytics: Boolean(servedAnalyticsId(analyticsId, process.env.ANALYTICS_ID)),
          // As embedded by the build: the calendar's hosts are let in only where it is, and only if it is.
          calendar: bookingCalendarUrl
            ? {
                pages: calendarPages,
                widget: [bookingWidget.script, bookingWidget.stylesheet],
                frame: bookingCalendarUrl,
              }
            : undefined,
          trustProxy: config.trustProxy,
        }),
      )
      .get(
        '*',
        pageHandler({
          files: new StaticFiles(clientDir),
          routePaths,
          trustProxy: config.trustProxy,
          // RATE_LIMIT_PER_MINUTE=0 turns the per-client limits off, this one too; the overall budget stays.
          ...(config.rateLimitPerMinute === 0 ? { limits: { perClientPerMinute: 0 } } : {}),
          template: async () => template,
          renderer: async () => pages,
        }),
      )
      .post(
        '*',
        formPostHandler({
          submit: api.submitForm,
          routePaths,
          template: async () => template,
          renderer: async () => pages,
        }),
      ),
}));
