import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as renderer from '../src/entry-server.tsx';
import { loadConfig } from './config.ts';
import { pageHandler, pageSecurityHeaders } from './pages.ts';
import { startServer } from './runtime.ts';
import { StaticFiles } from './static.ts';

const config = loadConfig();

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const template = readFileSync(new URL('./template.html', import.meta.url), 'utf8');

await startServer(config, {
  handleSignals: true,
  pages: (server) =>
    server
      .use(
        '*',
        pageSecurityHeaders({
          template,
          analytics: Boolean(process.env.ANALYTICS_ID),
          trustProxy: config.trustProxy,
        }),
      )
      .get(
        '*',
        pageHandler({
          files: new StaticFiles(clientDir),
          template: async () => template,
          renderer: async () => renderer,
        }),
      ),
});
