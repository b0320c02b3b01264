import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { business } from '../src/config/business.ts';
import * as renderer from '../src/entry-server.tsx';
import { loadConfig } from './config.ts';
import { pageHandler, pageSecurityHeaders, servedAnalyticsId } from './pages.ts';
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
          // The id this bundle was built with (the same define the browser bundle got), checked against run time.
          analytics: Boolean(servedAnalyticsId(business.analyticsId, process.env.ANALYTICS_ID)),
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
