/**
 * Clients that hold connections: a cap on open connections, and a client that never reads its
 * answer loses its connection instead of holding it (and the answer's memory) for minutes.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type Database, openPglite } from './db/database.ts';
import { type RunningServer, startServer } from './runtime.ts';
import { eventually, testConfig } from './testing/harness.ts';

const big = Buffer.alloc(16 * 1024 * 1024, 'x');
const mailer = { description: 'test', send: async () => {}, close() {} };

describe('connections', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serve(overrides: Parameters<typeof testConfig>[0], writeStallMs?: number): Promise<RunningServer> {
    const server = await startServer(testConfig({ port: 0, ...overrides }), {
      // One database for the file (a new one takes seconds); each server leaves it open.
      db: { ...db, close: async () => {} },
      mailer,
      shutdown: { graceMs: 0, quietMs: 0, forceMs: 100 },
      pages: (app) => app.get('/big', (c) => c.body(big, 200, { 'Content-Type': 'application/octet-stream' })),
      ...(writeStallMs ? { writeStallMs } : {}),
    });
    cleanups.push(() => server.close());
    return server;
  }

  function open(port: number): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
      cleanups.push(() => socket.destroy());
    });
  }

  it('reads MAX_CONNECTIONS, 512 by default', () => {
    expect(loadConfig({}).maxConnections).toBe(512);
    expect(loadConfig({ MAX_CONNECTIONS: '64' }).maxConnections).toBe(64);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS must be a whole number/);
  });

  it('closes connections past the cap at once, and takes new ones when there is room again', async () => {
    const server = await serve({ maxConnections: 3 });
    const held = await Promise.all([open(server.port), open(server.port), open(server.port)]);
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
    held[0]?.destroy();
    await eventually(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${server.port}/api/health`)).status === 200;
      } catch {
        return false;
      }
    }, 5_000);
  });

  it('drops a client that never reads a large answer', async () => {
    const server = await serve({}, 500);
    const socket = await open(server.port);
    socket.pause();
    socket.write('GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Far past the stall limit, far short of the socket's idle timeout (60 s).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    let received = 0;
    const ended = new Promise<string>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.once('close', () => resolve('closed'));
    });
    socket.resume();
    const how = await Promise.race([ended, new Promise<string>((resolve) => setTimeout(() => resolve('open'), 5_000))]);
    expect(how).not.toBe('open');
    // The answer was cut off when the client stalled: what the kernels had buffered, not the 16 MB.
    expect(received).toBeLessThan(big.length);
    // A client that reads gets the whole answer.
    expect((await (await fetch(`http://127.0.0.1:${server.port}/big`)).arrayBuffer()).byteLength).toBe(big.length);
  });
});
