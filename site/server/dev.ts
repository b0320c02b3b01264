/** `npm run dev`: Vite with HMR for the pages and the lead API, in one process on `PORT`. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { formPostHandler, type PageRenderer, pageHandler } from './pages.ts';
import { startFromCommandLine } from './runtime.ts';

// Vite's dev client needs inline scripts, so the page CSP applies to production builds only.
type DevRenderer = PageRenderer & { prepareTemplate(raw: string): string };

const siteRoot = fileURLToPath(new URL('..', import.meta.url));

const vite = await createViteServer({
  root: siteRoot,
  configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
  server: { middlewareMode: true },
  appType: 'custom',
});

const template = async () => {
  const { prepareTemplate } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as DevRenderer;
  return prepareTemplate(await vite.transformIndexHtml('/', readFileSync(`${siteRoot}/index.html`, 'utf8')));
};
const renderer = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as DevRenderer;

await startFromCommandLine(() => ({
  pages: (server, api) =>
    server
      .get(
        '*',
        pageHandler({
          // Every page renders on request here, fresh after each edit: no cache, and room for a busy editor.
          limits: { cacheEntries: 0, perSecond: 100, perClientPerMinute: 100_000, queue: 100 },
          template,
          renderer,
        }),
      )
      .post('*', formPostHandler({ submit: api.submitForm, template, renderer })),
  wrapListener: (handle) => (request, response) => {
    if (request.url?.startsWith('/api/')) return handle(request, response);
    vite.middlewares(request, response, () => handle(request, response));
  },
}));
