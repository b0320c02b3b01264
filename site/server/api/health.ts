/** Liveness and readiness, for load balancers and operators. */
import { Hono } from 'hono';
import { appliedVersion, schemaVersion } from '../db/migrations.ts';
import { errorFields } from '../log.ts';
import { outboxStats } from '../outbox.ts';
import { webhookStats } from '../webhooks.ts';
import type { ApiContext, ApiEnv } from './context.ts';

const readyTimeoutMs = 2_000;

/**
 * How long one readiness check answers for. Every caller in that second shares it, and callers that arrive while
 * it runs wait for the same one: however hard `/api/ready` is polled, it costs one check a second.
 */
export const readyCheckMs = 1_000;

interface ReadyAnswer {
  status: 200 | 503;
  body: Record<string, unknown>;
}

/** Checks DATA_DIR, the database and its schema, and counts the mail and webhook outboxes: `/api/ready`'s answer. */
async function checkReady(api: ApiContext): Promise<ReadyAnswer> {
  // A full or read-only disk still answers reads: only a synced write shows it.
  if (api.checkStorage) {
    try {
      api.checkStorage();
    } catch (error) {
      api.logger.warn({ err: errorFields(error) }, 'ready: storage cannot take writes');
      const reason = error instanceof Error ? error.message : 'storage cannot take writes';
      return { status: 503, body: { status: 'unavailable', reason } };
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer within 2 s')), readyTimeoutMs);
  });
  try {
    const version = await Promise.race([appliedVersion(api.db), timeout]);
    if (version < schemaVersion)
      return {
        status: 503,
        body: { status: 'unavailable', reason: 'database schema is not migrated', schemaVersion: version },
      };
    const outbox = await Promise.race([outboxStats(api.db), timeout]);
    const webhooks = await Promise.race([webhookStats(api.db), timeout]);
    return {
      status: 200,
      body: { status: 'ready', database: api.db.engine, schemaVersion: version, outbox, webhooks },
    };
  } catch (error) {
    api.logger.warn({ err: errorFields(error) }, 'ready: database unavailable');
    return { status: 503, body: { status: 'unavailable', reason: 'database unreachable' } };
  } finally {
    clearTimeout(timer);
  }
}

/** The readiness answer, checked at most once per `everyMs` whoever asks, and shared by everyone who does. */
function readiness(api: ApiContext, everyMs = readyCheckMs): () => Promise<ReadyAnswer> {
  let last: { at: number; answer: ReadyAnswer } | undefined;
  let running: Promise<ReadyAnswer> | undefined;
  return () => {
    if (last && performance.now() - last.at < everyMs) return Promise.resolve(last.answer);
    running ??= checkReady(api)
      .then((answer) => {
        last = { at: performance.now(), answer };
        return answer;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

export function healthRoutes(api: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const ready = readiness(api);

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/ready', async (c) => {
    if (api.stopping()) return c.json({ status: 'unavailable', reason: 'shutting down' }, 503, { 'Retry-After': '5' });
    const answer = await ready();
    return c.json(answer.body, answer.status);
  });
  return app;
}
