/** What `npm start` shows and reads at start-up. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openPglite } from './db/database.ts';
import { createLogger } from './log.ts';
import { startServer } from './runtime.ts';
import { testConfig } from './testing/harness.ts';
import { freePort } from './testing/postgres.ts';

describe('start-up', () => {
  it('logs the address it serves as a JSON line people can read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lead-api-start-'));
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          callback();
        },
      }),
    );
    const server = await startServer(testConfig({ port: 0, dataDir }), {
      logger,
      db: await openPglite(),
      mailer: { description: 'test', send: async () => {}, close() {} },
    });
    try {
      expect(server.url).toBe(`http://localhost:${server.port}`);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({
          level: 'info',
          msg: `Tallowood Digital is running at ${server.url}`,
          url: server.url,
          dataDir,
          node: process.version,
        }),
      );
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says which database server it could not reach and why, without the password', async () => {
    const port = await freePort();
    const start = startServer(
      testConfig({ port: 0, databaseUrl: `postgres://leads:s3cret-pass@127.0.0.1:${port}/leads` }),
      { logger: createLogger('silent'), mailer: { description: 'test', send: async () => {}, close() {} } },
    );
    const error = (await start.catch((failure: unknown) => failure)) as Error;
    expect(error.message).toBe(`cannot use the database at 127.0.0.1:${port}/leads: connection refused (ECONNREFUSED)`);
    expect(error.message).not.toContain('s3cret');
  });

  it('reads TRUST_PROXY as a number of proxies, true as one', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be a number of proxies/);
  });
});
