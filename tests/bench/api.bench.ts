/**
 * Lead API throughput: `POST /api/contact-submissions` under autocannon (50 connections, 10 s) on
 * the embedded database with the rate limit off, against the same database's raw single-row
 * INSERT rate measured in the same run. Every 201 waits for its commit's WAL sync; the same load
 * is also run with syncs turned into no-ops (the embedded database as it was before it synced), so
 * the cost of durability is measured on one machine under one load.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../../site/server/config.ts';
import { diskFileLayer, type FileLayer } from '../../site/server/db/durable-fs.ts';
import { createLogger } from '../../site/server/log.ts';
import { startServer } from '../../site/server/runtime.ts';
import type { Benchmark, BenchRow } from './harness.ts';

const durationSeconds = 10;
const connections = 50;

// `[<id>]` is replaced by autocannon with a fresh id per request, so every lead is unique.
const leadBody = JSON.stringify({
  name: 'Bench Lead [<id>]',
  email: 'bench.[<id>]@example.com',
  phone: '0400 123 456',
  business_name: 'Bench Plumbing [<id>]',
  website_url: 'https://bench-plumbing.com.au',
  service_needed: 'Full Client Machine System',
  message: 'We would like more enquiries from Google and a faster site.',
});

function fire(url: string, duration: number) {
  return autocannon({
    url: `${url}/api/contact-submissions`,
    method: 'POST',
    connections,
    duration,
    // The load generator runs in its own thread so it does not share the server's event loop.
    workers: 1,
    headers: { 'content-type': 'application/json' },
    body: leadBody,
    idReplacement: true,
  });
}

/** Writes reach the files as usual, but nothing is synced: a 2xx survives a crash, not a power cut. */
const unsyncedLayer: FileLayer = { write: diskFileLayer.write, sync: () => {} };

async function startBenchServer(fileLayer?: FileLayer) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lead-api-bench-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    SITE_URL: 'https://www.tallowood.digital',
  });
  // Request logs are written as in production, to a file instead of the terminal.
  const logger = createLogger('info', pino.destination({ dest: join(dataDir, 'api.log'), sync: false }));
  const server = await startServer(config, { logger, ...(fileLayer ? { fileLayer } : {}) });
  return {
    server,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Warms up, then posts leads for the full duration; the figures and how many leads were stored. */
async function measure(server: Awaited<ReturnType<typeof startServer>>) {
  await fire(server.url, 2);
  await waitForOutbox(server.db);
  const before = await leadCount(server.db);
  const result = await fire(server.url, durationSeconds);
  const stored = (await leadCount(server.db)) - before;
  return { result, stored };
}

export const api: Benchmark = {
  name: 'api',
  async run() {
    const reference = await startBenchServer(unsyncedLayer);
    let unsyncedRate: number;
    try {
      unsyncedRate = (await measure(reference.server)).result.requests.average;
    } finally {
      await reference.stop();
    }

    const durable = await startBenchServer();
    const server = durable.server;
    try {
      await fire(server.url, 2);
      await waitForOutbox(server.db);

      // Raw rate: one single-row INSERT after another through the same database layer.
      const rawStarted = performance.now();
      let rawInserts = 0;
      while (performance.now() - rawStarted < durationSeconds * 1000) {
        await server.db.query(
          `INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
             VALUES ($1, 'contact_submission', $2, $3, $4, $5, $6, $7)`,
          [
            randomUUID(),
            new Date().toISOString(),
            `Raw ${rawInserts}`,
            `raw.${rawInserts}@example.com`,
            '0400 123 456',
            'We would like more enquiries from Google and a faster site.',
            JSON.stringify({
              business_name: 'Bench Plumbing',
              website_url: 'https://bench-plumbing.com.au',
              service_needed: 'Full Client Machine System',
              source: 'bench_raw',
            }),
          ],
        );
        rawInserts++;
      }
      const rawRate = rawInserts / ((performance.now() - rawStarted) / 1000);

      const { result, stored } = await measure(server);
      const requestRate = result.requests.average;
      const ratio = requestRate / rawRate;
      const durableShare = requestRate / unsyncedRate;
      const failed = result.non2xx + result.errors + result.timeouts;
      return [
        { benchmark: 'api', metric: 'POST /api/contact-submissions (synced)', value: requestRate, unit: 'req/s' },
        { benchmark: 'api', metric: 'latency p50', value: result.latency.p50, unit: 'ms' },
        {
          benchmark: 'api',
          metric: 'latency p99',
          value: result.latency.p99,
          unit: 'ms',
          target: '≤ 50',
          ok: result.latency.p99 <= 50,
        },
        { benchmark: 'api', metric: 'same load, syncs off (reference)', value: unsyncedRate, unit: 'req/s' },
        {
          benchmark: 'api',
          metric: 'synced / reference',
          value: durableShare,
          unit: '',
          target: '≥ 0.8',
          ok: durableShare >= 0.8,
        },
        { benchmark: 'api', metric: 'raw single-row INSERT (synced)', value: rawRate, unit: 'rows/s' },
        {
          benchmark: 'api',
          metric: 'API / raw insert ratio',
          value: ratio,
          unit: '',
          target: '≥ 0.8',
          ok: ratio >= 0.8,
        },
        {
          benchmark: 'api',
          metric: 'failed requests (non-2xx, errors, timeouts)',
          value: failed,
          unit: '',
          target: '0',
          ok: failed === 0,
        },
        {
          benchmark: 'api',
          metric: 'acknowledged leads missing',
          value: Math.max(0, result['2xx'] - stored),
          unit: '',
          target: '0',
          ok: stored >= result['2xx'],
        },
      ] satisfies BenchRow[];
    } finally {
      await durable.stop();
    }
  },
};

async function leadCount(db: { query<T>(sql: string): Promise<T[]> }): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM leads WHERE details->>'source' = 'homepage_client_machine'",
  );
  return rows[0]?.n ?? 0;
}

async function waitForOutbox(db: { query<T>(sql: string): Promise<T[]> }): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const rows = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')",
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
