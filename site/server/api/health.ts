/** Liveness and readiness, for load balancers and operators. */
import { Hono } from 'hono';
import { appliedVersion, schemaVersion } from '../db/migrations.ts';
import { errorFields } from '../log.ts';
import { outboxStats } from '../outbox.ts';
import type { ApiContext, ApiEnv } from './context.ts';

const readyTimeoutMs = 2_000;

export function healthRoutes(api: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/ready', async (c) => {
    if (api.stopping()) return c.json({ status: 'unavailable', reason: 'shutting down' }, 503, { 'Retry-After': '5' });
    // A full or read-only disk still answers reads: only a synced write shows it.
    if (api.checkStorage) {
      try {
        api.checkStorage();
      } catch (error) {
        api.logger.warn({ reqId: c.get('requestId'), err: errorFields(error) }, 'ready: storage cannot take writes');
        return c.json(
          { status: 'unavailable', reason: error instanceof Error ? error.message : 'storage cannot take writes' },
          503,
        );
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer within 2 s')), readyTimeoutMs);
    });
    try {
      const version = await Promise.race([appliedVersion(api.db), timeout]);
      if (version < schemaVersion)
        return c.json(
          { status: 'unavailable', reason: 'database schema is not migrated', schemaVersion: version },
          503,
        );
      const outbox = await Promise.race([outboxStats(api.db), timeout]);
      return c.json({ status: 'ready', database: api.db.engine, schemaVersion: version, outbox });
    } catch (error) {
      api.logger.warn({ reqId: c.get('requestId'), err: errorFields(error) }, 'ready: database unavailable');
      return c.json({ status: 'unavailable', reason: 'database unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
