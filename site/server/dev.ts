/** `npm run dev`: Vite with HMR for the pages and the lead API, in one process on `PORT`. */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type PageRenderer, pageHandler } from './pages.ts';

const config = loadConfig();
const siteRoot = fileURLToPath(new URL('..', import.meta.url));

const vite = await createViteServer({
  root: siteRoot,
  configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
  server: { middlewareMode: true },
  appType: 'custom',
});

const app = new Hono();
app.route('/', createApp({ config }));
app.get(
  '*',
  pageHandler({
    template: async () => vite.transformIndexHtml('/', readFileSync(`${siteRoot}/index.html`, 'utf8')),
    renderer: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderer,
  }),
);
const handle = getRequestListener(app.fetch);

createHttpServer((request, response) => {
  if (request.url?.startsWith('/api/')) return handle(request, response);
  vite.middlewares(request, response, () => handle(request, response));
}).listen(config.port, () => {
  console.log(`Tallowood Digital (dev) is running at http://localhost:${config.port}`);
});
