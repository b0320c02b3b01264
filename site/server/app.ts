import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';

/** What the API is built from; tests pass their own. */
export interface AppDeps {
  config: ServerConfig;
}

/** The lead API, mounted under `/api`. */
export function createApp(_deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/api/*', (c) => c.json({ error: 'not_found' }, 404));
  return app;
}
