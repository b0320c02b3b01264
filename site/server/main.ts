import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import * as renderer from '../src/entry-server.tsx';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { pageHandler } from './pages.ts';
import { StaticFiles } from './static.ts';

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const template = readFileSync(new URL('./template.html', import.meta.url), 'utf8');

const server = new Hono();
server.route('/', createApp({ config }));
server.get(
  '*',
  pageHandler({
    files: new StaticFiles(clientDir),
    template: async () => template,
    renderer: async () => renderer,
  }),
);

const listener = serve({ fetch: server.fetch, port: config.port }, (info) => {
  console.log(`Tallowood Digital is running at http://localhost:${info.port}`);
  console.log(`Data folder: ${config.dataDir}`);
});

function shutdown() {
  listener.close(() => process.exit(0));
  // Do not wait forever on keep-alive connections.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
