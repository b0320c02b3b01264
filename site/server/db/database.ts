import { join } from 'node:path';

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
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, 'pglite'));
}

/** Embedded PostgreSQL (WASM). `dir` undefined keeps it in memory. */
export async function openPglite(dir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(dir);
  await pg.waitReady;
  let closed = false;
  const ensureOpen = () => {
    if (closed) throw new Error('database is closed');
  };
  return {
    engine: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      ensureOpen();
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      ensureOpen();
      await pg.exec(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      ensureOpen();
      return pg.transaction((tx) =>
        work({
          query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
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
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
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
    },
    async close() {
      await pool.end();
    },
  };
}
