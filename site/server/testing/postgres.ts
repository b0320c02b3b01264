/** A throwaway PostgreSQL 15 server for tests: its own data directory, port and socket folder. */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const postgresBin = '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  url: string;
  port: number;
  /** Stops the server (immediate mode) and deletes its files. */
  stop(): Promise<void>;
  /** Stops the server but keeps its files, to simulate an outage; `start` brings it back. */
  pause(): Promise<void>;
  start(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresUid(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export async function startPostgres(): Promise<TestPostgres> {
  for (const tool of ['initdb', 'pg_ctl', 'postgres'])
    if (!existsSync(join(postgresBin, tool)))
      throw new Error(
        `PostgreSQL 15 is needed for these tests but ${join(postgresBin, tool)} is missing. ` +
          'Install it with: apt-get install -y postgresql-15',
      );
  const dir = mkdtempSync(join(tmpdir(), 'lead-api-pg-'));
  const { uid, gid } = postgresUid();
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const asPostgres = (tool: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(postgresBin, tool), ...args], { cwd: dir });
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--encoding=UTF8']);
  const port = await freePort();
  const start = async () => {
    await asPostgres('pg_ctl', [
      'start',
      '-w',
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    ]);
  };
  const pause = async () => {
    await asPostgres('pg_ctl', ['stop', '-m', 'immediate', '-D', data]).catch(() => {});
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    pause,
    async stop() {
      await pause();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
