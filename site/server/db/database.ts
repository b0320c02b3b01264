import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DurableNodeFS, diskFileLayer, durableStartParams, type FileLayer, syncTree } from './durable-fs.ts';
import { DatabaseUnavailableError, unavailable } from './errors.ts';

export { DatabaseUnavailableError } from './errors.ts';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise the embedded database under `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  fileLayer?: FileLayer;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, 'pglite'), options.fileLayer ? { fileLayer: options.fileLayer } : {});
}

/** Runs `operation`, turning "the database cannot serve" failures into `DatabaseUnavailableError`. */
async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw unavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

/**
 * Embedded PostgreSQL (WASM). `dir` undefined keeps it in memory; on disk every commit is synced
 * before it returns (see durable-fs.ts), through `fileLayer`.
 */
export async function openPglite(dir?: string, options: { fileLayer?: FileLayer } = {}): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const layer = options.fileLayer ?? diskFileLayer;
  const fresh = dir !== undefined && !existsSync(join(dir, 'PG_VERSION'));
  const pg =
    dir === undefined
      ? new PGlite()
      : new PGlite({ fs: new DurableNodeFS(dir, layer), startParams: durableStartParams(PGlite.defaultStartParams) });
  await pg.waitReady;
  if (fresh && dir !== undefined) syncTree(dir, layer);
  let closed = false;
  const ensureOpen = () => {
    if (closed || pg.closed) throw new DatabaseUnavailableError(new Error('database is closed'));
  };
  return {
    engine: 'pglite',
    query<T>(sql: string, params?: unknown[]) {
      return guarded(async () => {
        ensureOpen();
        return (await pg.query<T>(sql, params)).rows;
      });
    },
    exec(sql: string) {
      return guarded(async () => {
        ensureOpen();
        await pg.exec(sql);
      });
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return guarded(async () => {
        ensureOpen();
        return pg.transaction((tx) =>
          work({
            query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
            exec: async (sql: string) => {
              await tx.exec(sql);
            },
          }),
        );
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    engine: 'postgres',
    query<T>(sql: string, params?: unknown[]) {
      return guarded(async () => (await pool.query(sql, params)).rows as T[]);
    },
    exec(sql: string) {
      return guarded(async () => {
        await pool.query(sql);
      });
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return guarded(async () => {
        const client = await pool.connect();
        let broken = false;
        // While checked out, the pool's listener does not cover this client: a reset must not crash the process.
        const onError = () => {
          broken = true;
        };
        client.on('error', onError);
        try {
          await client.query('BEGIN');
          const result = await work({
            query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
            exec: async (sql: string) => {
              await client.query(sql);
            },
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
          throw error;
        } finally {
          client.off('error', onError);
          client.release(broken);
        }
      });
    },
    async close() {
      await pool.end();
    },
  };
}
