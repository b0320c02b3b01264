/**
 * Durable writes with group commit: submissions arriving while a transaction is open are written
 * together in the next one (one multi-row INSERT per table), so a burst costs few round trips.
 * Each submission's 2xx waits for the commit that holds its rows.
 */
import type { Database, Queryable } from './db/database.ts';
import { tables } from './db/tables.ts';
import { withholdOverCap } from './mail/recipients.ts';

export type BulkTable = keyof typeof tables;
export type BulkRow = Record<string, string | boolean | null>;

/** Multi-row INSERT with one parameter array per column, so the statement text never changes. */
export async function bulkInsert(tx: Queryable, table: BulkTable, rows: BulkRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(tables[table]);
  const sql = `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')}) SELECT * FROM unnest(${columns
    .map(([, type], index) => `$${index + 1}::${type}[]`)
    .join(', ')})`;
  await tx.query(
    sql,
    columns.map(([name]) => rows.map((row) => row[name] ?? null)),
  );
}

/** An Idempotency-Key claim: the answer is known before the write, so it is stored with it. */
interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
  status: number;
  body: unknown;
}

export interface WriteRequest {
  idempotency?: IdempotencyClaim;
  rows: { table: BulkTable; row: BulkRow }[];
  /** Further statements that need reads (newsletter, unsubscribe); run inside the same transaction. */
  apply?: (tx: Queryable) => Promise<void>;
}

export type WriteOutcome =
  | { kind: 'written' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'key_reused' };

interface Pending {
  request: WriteRequest;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/**
 * Deletes Idempotency-Keys older than the window (they no longer decide anything), a bounded batch
 * at a time so the embedded database is never held for long; the number deleted.
 */
export async function pruneIdempotencyKeys(db: Database, now: Date, batch = 1_000): Promise<number> {
  const cutoff = new Date(now.getTime() - idempotencyWindowMs).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await db.query(
      `DELETE FROM idempotency_keys WHERE (scope, key) IN (
         SELECT scope, key FROM idempotency_keys WHERE created_at < $1 LIMIT $2)
       RETURNING key`,
      [cutoff, batch],
    );
    total += deleted.length;
    if (deleted.length < batch) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
// Bounded so one commit never holds the (single-threaded) embedded database for long.
const maxBatch = 64;

export class Store {
  private queue: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Called after each commit (the outbox worker wakes on it). */
  onCommit(listener: () => void): void {
    this.listeners.add(listener);
  }

  write(request: WriteRequest): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (!this.flushing) this.flushing = this.flushLoop();
    });
  }

  /** Resolves once every accepted write has committed or failed. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flushLoop(): Promise<void> {
    // Let requests that arrived in the same tick join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, maxBatch);
        await this.flush(batch);
      }
    } finally {
      this.flushing = undefined;
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await this.writeBatch(batch.map((item) => item.request));
      for (const [index, item] of batch.entries()) item.resolve(outcomes[index] as WriteOutcome);
      this.notify();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad write must not fail its neighbours: retry each alone.
      for (const item of batch) await this.flush([item]);
    }
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  private async writeBatch(requests: WriteRequest[]): Promise<WriteOutcome[]> {
    const now = this.now();
    const outcomes: (WriteOutcome | undefined)[] = new Array(requests.length);
    // The same key twice in one batch: the later ones are decided by the first one's stored answer.
    const firstByKey = new Map<string, number>();
    const duplicates: number[] = [];
    requests.forEach((request, index) => {
      if (!request.idempotency) return;
      const id = `${request.idempotency.scope}\u0000${request.idempotency.key}`;
      if (firstByKey.has(id)) duplicates.push(index);
      else firstByKey.set(id, index);
    });
    const keyed = [...firstByKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, i]) => i);

    const conflicts: number[] = [];
    await this.db.transaction(async (tx) => {
      if (keyed.length > 0) {
        const claims = keyed.map((index) => requests[index]?.idempotency as IdempotencyClaim);
        const inserted = await tx.query<{ scope: string; key: string }>(
          `INSERT INTO idempotency_keys (scope, key, request_hash, status, response, created_at)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::timestamptz[])
           ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status,
             response = EXCLUDED.response, created_at = EXCLUDED.created_at
           WHERE idempotency_keys.created_at < $7::timestamptz
           RETURNING scope, key`,
          [
            claims.map((claim) => claim.scope),
            claims.map((claim) => claim.key),
            claims.map((claim) => claim.requestHash),
            claims.map((claim) => claim.status),
            claims.map((claim) => JSON.stringify(claim.body)),
            claims.map(() => now.toISOString()),
            new Date(now.getTime() - idempotencyWindowMs).toISOString(),
          ],
        );
        const won = new Set(inserted.map((row) => `${row.scope}\u0000${row.key}`));
        for (const index of keyed) {
          const claim = requests[index]?.idempotency as IdempotencyClaim;
          if (!won.has(`${claim.scope}\u0000${claim.key}`)) conflicts.push(index);
        }
      }
      const skip = new Set([...conflicts, ...duplicates]);
      const byTable = new Map<BulkTable, BulkRow[]>();
      const applies: ((tx: Queryable) => Promise<void>)[] = [];
      requests.forEach((request, index) => {
        if (skip.has(index)) return;
        for (const { table, row } of request.rows) {
          const rows = byTable.get(table) ?? [];
          rows.push(row);
          byTable.set(table, rows);
        }
        if (request.apply) applies.push(request.apply);
        outcomes[index] = { kind: 'written' };
      });
      // Leads before their mail jobs, so a job never points at a missing row.
      const order = [...byTable.keys()].sort((a, b) => Number(a === 'mail_outbox') - Number(b === 'mail_outbox'));
      for (const table of order) await bulkInsert(tx, table, byTable.get(table) ?? []);
      const capped = (byTable.get('mail_outbox') ?? []).filter((row) => typeof row.recipient_key === 'string');
      await withholdOverCap(
        tx,
        capped.map((row) => row.id as string),
        capped.map((row) => row.recipient_key as string),
        now,
      );
      for (const apply of applies) await apply(tx);
    });

    const undecided = [...conflicts, ...duplicates];
    if (undecided.length > 0) {
      const claims = undecided.map((index) => requests[index]?.idempotency as IdempotencyClaim);
      const stored = await this.db.query<{
        scope: string;
        key: string;
        request_hash: string;
        status: number;
        response: string;
      }>(
        `SELECT scope, key, request_hash, status, response FROM idempotency_keys
         WHERE (scope, key) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
        [claims.map((claim) => claim.scope), claims.map((claim) => claim.key)],
      );
      const byId = new Map(stored.map((row) => [`${row.scope}\u0000${row.key}`, row]));
      undecided.forEach((index, position) => {
        const claim = claims[position] as IdempotencyClaim;
        const row = byId.get(`${claim.scope}\u0000${claim.key}`);
        if (!row) throw new Error('idempotency key vanished before it could be read');
        outcomes[index] =
          row.request_hash === claim.requestHash
            ? { kind: 'replay', status: row.status, body: JSON.parse(row.response) }
            : { kind: 'key_reused' };
      });
    }
    return outcomes as WriteOutcome[];
  }
}
