/**
 * Lead webhooks: each stored lead is posted, signed the Standard Webhooks way, to every configured endpoint that
 * wants its kind. The jobs are rows of `webhook_outbox`, written in the lead's own transaction and claimed like
 * mail (`FOR UPDATE SKIP LOCKED` and a lease, a lapsed lease first), so any number of instances can share one
 * database. Delivery is at least once: every attempt carries the job's `webhook-id`, so a receiver can drop a
 * repeat. A failed attempt is retried on the mail backoff for up to a day, then the job is marked failed.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Clock } from './clock.ts';
import type { WebhookEndpoint } from './config.ts';
import type { Database } from './db/database.ts';
import type { LeadRow } from './leads.ts';
import { errorFields, type Logger, maskEmails } from './log.ts';
import { defaultBackoffMs, defaultGiveUpAfterMs, outboxCountCap } from './outbox.ts';
import type { BulkRow } from './store.ts';

/** The longest one delivery may take: a receiver that answers later has failed this attempt. */
const webhookTimeoutMs = 10_000;

/** The body posted for a new lead: the lead as stored, under its kind. */
function webhookBody(lead: LeadRow): string {
  const createdAt = lead.row.created_at as string;
  return JSON.stringify({
    type: 'lead.created',
    timestamp: createdAt,
    data: { kind: lead.kind, ...lead.row },
  });
}

/** A `webhook_outbox` row for each endpoint that wants this kind of lead, due now. */
export function webhookJobs(
  endpoints: readonly WebhookEndpoint[],
  lead: LeadRow,
  now: string,
): { table: 'webhook_outbox'; row: BulkRow }[] {
  const wanted = endpoints.filter((endpoint) => endpoint.kinds.includes(lead.kind));
  if (wanted.length === 0) return [];
  const payload = webhookBody(lead);
  return wanted.map((endpoint) => ({
    table: 'webhook_outbox',
    row: {
      id: randomUUID(),
      created_at: now,
      endpoint: endpoint.url,
      lead_kind: lead.kind,
      ref_id: lead.row.id as string,
      payload,
      next_attempt_at: now,
    },
  }));
}

/** `webhook-signature`'s value: `v1,` and base64 of HMAC-SHA256 over `id.timestamp.body`. */
function webhookSignature(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** A job's `webhook-id`: the same on every attempt. */
const webhookId = (jobId: string) => `msg_${jobId}`;

export interface WebhookOptions {
  db: Database;
  endpoints: readonly WebhookEndpoint[];
  clock: Clock;
  logger: Logger;
  backoffMs?: number[];
  giveUpAfterMs?: number;
  /** How long a claimed job stays reserved; an attempt starts in its first quarter and ends within its half. */
  leaseMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  pollMs?: number;
}

interface Job {
  id: string;
  created_at: Date | string;
  endpoint: string;
  payload: string | null;
  attempts: number;
}

export class WebhookWorker {
  readonly id = randomUUID();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private readonly backoffMs: number[];
  private readonly giveUpAfterMs: number;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly endpoints: Map<string, WebhookEndpoint>;

  constructor(private readonly options: WebhookOptions) {
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.giveUpAfterMs = options.giveUpAfterMs ?? defaultGiveUpAfterMs;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.timeoutMs = options.timeoutMs ?? Math.min(webhookTimeoutMs, this.leaseMs / 2);
    this.batchSize = options.batchSize ?? 20;
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 5_000;
    this.endpoints = new Map(options.endpoints.map((endpoint) => [endpoint.url, endpoint]));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A new job was committed: look now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    const wakeUp = this.wakeUp;
    this.wakeUp = undefined;
    wakeUp?.();
  }

  /** Finishes the deliveries in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.options.logger.error({ err: errorFields(error) }, 'webhooks: cycle failed');
        await this.sleep(this.pollMs);
        continue;
      }
      if (handled > 0) continue;
      await this.sleep(
        await this.untilNextDue().catch((error: unknown) => {
          this.options.logger.error({ err: errorFields(error) }, 'webhooks: cannot read the next due time');
          return this.pollMs;
        }),
      );
    }
  }

  private async untilNextDue(): Promise<number> {
    const rows = await this.options.db.query<{ next: Date | string | null }>(
      "SELECT min(next_attempt_at) AS next FROM webhook_outbox WHERE status IN ('pending', 'sending')",
    );
    const next = rows[0]?.next;
    if (next == null) return this.pollMs;
    const delay = new Date(next).getTime() - this.options.clock.now().getTime();
    return Math.max(0, Math.min(this.pollMs, delay + 5));
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wakeUp === done) this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** Claims up to `limit` due jobs, those whose lease ran out first (a claim lost to a crash is only claimed again). */
  private async claim(limit: number, now: Date): Promise<Job[]> {
    const claim = (status: 'sending' | 'pending', count: number) =>
      this.options.db.transaction(async (tx) => {
        await tx.exec('SET LOCAL synchronous_commit = off');
        return tx.query<Job>(
          `UPDATE webhook_outbox SET status = 'sending', attempts = attempts + 1, locked_by = $1, next_attempt_at = $2
           WHERE id IN (
             SELECT id FROM webhook_outbox
             WHERE status = $5 AND next_attempt_at <= $3
             ORDER BY next_attempt_at
             LIMIT $4
             FOR UPDATE SKIP LOCKED)
           RETURNING id, created_at, endpoint, payload, attempts`,
          [this.id, new Date(now.getTime() + this.leaseMs).toISOString(), now.toISOString(), count, status],
        );
      });
    const stale = await claim('sending', limit);
    if (stale.length >= limit) return stale;
    return [...stale, ...(await claim('pending', limit - stale.length))];
  }

  /** Claims and delivers one batch of due jobs; the number handled. */
  async runOnce(limit = this.batchSize): Promise<number> {
    const now = this.options.clock.now();
    const claimedAt = performance.now();
    const jobs = await this.claim(limit, now);
    if (jobs.length === 0) return 0;
    // A job not started while most of its lease remains is left for the next claim, which cannot race this one.
    const startBy = now.getTime() + this.leaseMs / 4;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(this.concurrency, jobs.length) }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++] as Job;
          if (this.options.clock.now().getTime() > startBy) continue;
          await this.attempt(job, claimedAt);
        }
      }),
    );
    return jobs.length;
  }

  private async attempt(job: Job, claimedAt: number): Promise<void> {
    const endpoint = this.endpoints.get(job.endpoint);
    // Another instance may still have it (a deploy under way): retried on the backoff like any failure.
    if (!endpoint) return this.failed(job, 'the endpoint is not configured in this instance');
    if (job.payload === null) return this.failed(job, 'the job has no body', true);
    let status: number;
    try {
      status = await this.post(endpoint, job.id, job.payload);
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs / 1000} s`
          : describeFetchError(error);
      return this.failed(job, reason);
    }
    if (status >= 200 && status < 300) return this.delivered(job, claimedAt);
    return this.failed(job, `answered ${status}`);
  }

  /** One signed POST; the answer's status. Redirects are not followed: a 3xx is a failed attempt. */
  private async post(endpoint: WebhookEndpoint, jobId: string, body: string): Promise<number> {
    const id = webhookId(jobId);
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    const response = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Tallowood-Digital-Webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(endpoint.key, id, timestamp, body),
      },
      body,
    });
    // The answer's body is not needed; dropping it frees the connection.
    await response.body?.cancel().catch(() => {});
    return response.status;
  }

  /**
   * Marks a delivered job so; a database blip must not turn into a second delivery, so this keeps trying while
   * the lease lasts, after which the job is delivered again with the same `webhook-id`.
   */
  private async delivered(job: Job, claimedAt: number): Promise<void> {
    const deadline = claimedAt + this.leaseMs - 1_000;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.options.db.query(
          `UPDATE webhook_outbox SET status = 'delivered', delivered_at = $2, last_error = NULL, locked_by = NULL,
             payload = NULL
           WHERE id = $1`,
          [job.id, this.options.clock.now().toISOString()],
        );
        return;
      } catch (error) {
        const wait = Math.min(2_000, 100 * 2 ** attempt);
        if (performance.now() + wait > deadline) {
          this.options.logger.error(
            { job: job.id, err: errorFields(error) },
            'webhooks: delivered but not recorded; it will be sent again with the same webhook-id',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private async failed(job: Job, reason: string, forGood = false): Promise<void> {
    const now = this.options.clock.now();
    const delay = this.backoffMs[Math.min(job.attempts - 1, this.backoffMs.length - 1)] ?? 3_600_000;
    const next = new Date(now.getTime() + delay);
    const giveUp = forGood || next.getTime() > new Date(job.created_at).getTime() + this.giveUpAfterMs;
    // The origin only: a receiver's path often holds its own secret.
    this.options.logger.warn(
      { job: job.id, endpoint: new URL(job.endpoint).origin, attempts: job.attempts, giveUp, reason },
      giveUp ? 'webhooks: delivery failed for good' : 'webhooks: delivery failed, will retry',
    );
    await this.options.db.query(
      `UPDATE webhook_outbox SET status = $2, next_attempt_at = $3, last_error = $4, locked_by = NULL WHERE id = $1`,
      [job.id, giveUp ? 'failed' : 'pending', next.toISOString(), maskEmails(reason).slice(0, 500)],
    );
  }
}

/** Why a request got no answer, in a few words (fetch hides the cause behind "fetch failed"). */
function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return `no answer: ${code}`;
  return `no answer: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Webhook figures for `/api/ready`, each counted on its partial index and stopped at `outboxCountCap`, like the
 * mail outbox's.
 */
export async function webhookStats(db: Database): Promise<{ backlog: number; failed: number }> {
  const rows = await db.query<{ backlog: number; failed: number }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM webhook_outbox WHERE status IN ('pending', 'sending') LIMIT $1) b)::int
              AS backlog,
            (SELECT count(*) FROM (SELECT 1 FROM webhook_outbox WHERE status = 'failed' LIMIT $1) f)::int AS failed`,
    [outboxCountCap],
  );
  return rows[0] ?? { backlog: 0, failed: 0 };
}
