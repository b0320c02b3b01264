/**
 * The mail outbox worker. Jobs are rows written in the same transaction as the lead; the worker
 * claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease, so any number of instances can share
 * one database. A job that keeps failing is retried with backoff for up to a day, then marked
 * failed (never deleted).
 *
 * Delivery is at least once: a send whose outcome cannot be recorded (the process dies, or the
 * database is unreachable until the lease ends) is sent again. A send is bounded to half the lease
 * and starts only in its first quarter, so it never outlives its lease; a job whose lease ran out is
 * retried before the backlog, with the same Message-ID, so receivers can drop the repeat. A send that
 * timed out may have been delivered, so it is retried only after hours, a bounded number of times.
 * Once a mail is out of our hands for good, any token in its payload is removed.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Clock } from './clock.ts';
import { coalesced } from './coalesce.ts';
import type { Database } from './db/database.ts';
import { type LeadKind, leadKinds, listLeads } from './leads.ts';
import { errorFields, type Logger, maskEmails } from './log.ts';
import type { Mailer, OutgoingMail } from './mail/mailer.ts';
import {
  type DigestEntry,
  leadAcknowledgement,
  leadNotification,
  newsletterConfirmation,
  newsletterWelcome,
  unsubscribeDigest,
  unsubscribeNotice,
} from './mail/templates.ts';

export type MailTemplate =
  | 'lead_notification'
  | 'lead_acknowledgement'
  | 'newsletter_confirmation'
  | 'newsletter_welcome'
  | 'unsubscribe_notice'
  | 'unsubscribe_digest';

/** Delays after the 1st, 2nd, … failed attempt; the last one repeats. */
export const defaultBackoffMs = [30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000];
export const defaultGiveUpAfterMs = 24 * 3_600_000;
/** A send that timed out is tried again only after this long, at most `defaultMaxTimeouts` times in all. */
export const defaultUncertainRetryMs = 3 * 3_600_000;
export const defaultMaxTimeouts = 3;

export interface OutboxOptions {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  mailFrom: string;
  siteUrl: string;
  backoffMs?: number[];
  giveUpAfterMs?: number;
  /** How long a claimed job stays reserved; longer than any send can take. */
  leaseMs?: number;
  /** The longest one send may take (default: half the lease, from 5 s to 60 s). */
  sendTimeoutMs?: number;
  batchSize?: number;
  /** After a send timed out (it may have been delivered), the wait before it is tried again. */
  uncertainRetryMs?: number;
  /** Timed-out sends of one job before it is marked failed (each may have been delivered). */
  maxTimeouts?: number;
  /** Messages in flight at once (SMTP connections). */
  concurrency?: number;
  /** How often to look for due jobs when nothing wakes the worker. */
  pollMs?: number;
}

interface Job {
  id: string;
  created_at: Date | string;
  template: MailTemplate;
  lead_kind: LeadKind | null;
  ref_id: string | null;
  recipient: string;
  marketing: boolean;
  payload: string | null;
  attempts: number;
  /** Earlier attempts that timed out (and so may have been delivered). */
  timeouts: number;
}

export class OutboxWorker {
  readonly id = randomUUID();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private throttled = false;
  private readonly backoffMs: number[];
  private readonly giveUpAfterMs: number;
  private readonly leaseMs: number;
  private readonly sendTimeoutMs: number;
  private readonly uncertainRetryMs: number;
  private readonly maxTimeouts: number;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private lastUtilization = performance.eventLoopUtilization();

  constructor(private readonly options: OutboxOptions) {
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.giveUpAfterMs = options.giveUpAfterMs ?? defaultGiveUpAfterMs;
    this.leaseMs = options.leaseMs ?? 120_000;
    // Half the lease (a slow server may take a minute to accept a message), but never so short that an
    // ordinary send cannot finish.
    this.sendTimeoutMs = options.sendTimeoutMs ?? Math.min(60_000, Math.max(5_000, this.leaseMs / 2));
    this.uncertainRetryMs = options.uncertainRetryMs ?? defaultUncertainRetryMs;
    this.maxTimeouts = options.maxTimeouts ?? defaultMaxTimeouts;
    this.batchSize = options.batchSize ?? 50;
    this.pollMs = options.pollMs ?? 5_000;
    this.concurrency = options.concurrency ?? 4;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A new job was committed: look now rather than at the next poll. */
  wake(): void {
    // Remembered until the next cycle starts, so a wake-up that lands while the worker is busy
    // (between its last look and its next sleep) still cuts that sleep short.
    this.woken = true;
    this.interrupt();
  }

  /** Finishes the batch in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.interrupt();
    await this.loop;
  }

  private interrupt(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = undefined;
    wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      // This cycle's look at the table sees every job committed so far.
      this.woken = false;
      try {
        // While requests keep the process busy, small batches keep each pause in serving them short.
        handled = await this.runOnce(this.throttled ? Math.min(10, this.batchSize) : this.batchSize);
      } catch (error) {
        this.options.logger.error({ err: errorFields(error) }, 'outbox: cycle failed');
        await this.sleep(this.pollMs);
        continue;
      }
      if (handled > 0) {
        // Under a burst of requests, leads come first: mail waits safely in the outbox.
        this.throttled = this.busy();
        if (this.throttled) await this.pause(200);
        continue;
      }
      this.throttled = false;
      await this.sleep(
        await this.untilNextDue().catch((error: unknown) => {
          // The database may be down for a while: keep polling rather than end the worker.
          this.options.logger.error({ err: errorFields(error) }, 'outbox: cannot read the next due time');
          return this.pollMs;
        }),
      );
    }
  }

  private busy(): boolean {
    const now = performance.eventLoopUtilization();
    const recent = performance.eventLoopUtilization(now, this.lastUtilization);
    this.lastUtilization = now;
    return recent.utilization > 0.85;
  }

  private async untilNextDue(): Promise<number> {
    const rows = await this.options.db.query<{ next: Date | string | null }>(
      "SELECT min(next_attempt_at) AS next FROM mail_outbox WHERE status IN ('pending', 'sending')",
    );
    const next = rows[0]?.next;
    if (next == null) return this.pollMs;
    const delay = new Date(next).getTime() - this.options.clock.now().getTime();
    return Math.max(0, Math.min(this.pollMs, delay + 5));
  }

  /** Sleeps without waking for new jobs (they are already waiting their turn). */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Sleeps until `ms` pass or `wake()`/`stop()` is called, whichever comes first. */
  private sleep(ms: number): Promise<void> {
    if (this.woken || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        // Only this sleep's own resolver is cleared; a stale one must never swallow a later wake().
        if (this.wakeUp === done) this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /**
   * A claim, committed without waiting for its WAL sync: it reaches the disk with the next synced
   * commit. A claim lost to a crash only means the job is claimed again, and a sync per claim would
   * take the disk (and, on the embedded database, the event loop) from the leads.
   */
  private relaxed<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]> {
    return this.options.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL synchronous_commit = off');
      return tx.query<T>(sql, params);
    });
  }

  private readonly unrecorded: { id: string; at: string }[] = [];
  /** Sends that finish together are recorded together: one synced commit for all of them. */
  private readonly recordUnrecorded = coalesced(async () => {
    const batch = this.unrecorded.splice(0);
    if (batch.length === 0) return;
    await this.options.db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = sent.at, last_error = NULL, locked_by = NULL,
         payload = ${scrubbedPayload("'sent'")}
       FROM unnest($1::uuid[], $2::timestamptz[]) AS sent (id, at) WHERE mail_outbox.id = sent.id`,
      [batch.map((item) => item.id), batch.map((item) => item.at)],
    );
  });

  /** Claims up to `limit` due jobs, those whose lease ran out first. */
  private async claim(limit: number, now: Date): Promise<Job[]> {
    const claim = (status: 'sending' | 'pending', count: number) =>
      this.relaxed<Job>(
        `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_by = $1, next_attempt_at = $2
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE status = $5 AND next_attempt_at <= $3
           ORDER BY next_attempt_at
           LIMIT $4
           FOR UPDATE SKIP LOCKED)
         RETURNING id, created_at, template, lead_kind, ref_id, recipient, marketing, payload, attempts, timeouts`,
        [this.id, new Date(now.getTime() + this.leaseMs).toISOString(), now.toISOString(), count, status],
      );
    // Oldest first within each group (the order of RETURNING is not defined).
    const oldestFirst = (jobs: Job[]) =>
      jobs.sort(
        (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || (a.id < b.id ? -1 : 1),
      );
    const stale = oldestFirst(await claim('sending', limit));
    if (stale.length >= limit) return stale;
    return [...stale, ...oldestFirst(await claim('pending', limit - stale.length))];
  }

  /** Claims and sends one batch of due jobs; the number handled. */
  async runOnce(limit = this.batchSize): Promise<number> {
    const now = this.options.clock.now();
    const claimedAt = performance.now();
    const jobs = await this.claim(limit, now);
    if (jobs.length === 0) return 0;
    const suppressed = await this.suppressedRecipients(jobs);
    const leads = await this.loadLeads(jobs);
    const digests = await this.loadDigests(jobs);
    // A job not started before its lease runs short is left alone: another claim will take it,
    // and sending it now could race the instance that does.
    const startBy = now.getTime() + this.leaseMs / 4;
    await eachLimited(jobs, this.concurrency, async (job) => {
      if (this.options.clock.now().getTime() > startBy) return;
      if (job.marketing && suppressed.has(job.recipient.toLowerCase())) {
        await this.options.db.query(
          `UPDATE mail_outbox SET status = 'suppressed', locked_by = NULL, payload = ${scrubbedPayload("'suppressed'")}
           WHERE id = $1`,
          [job.id],
        );
        return;
      }
      try {
        await withTimeout(this.options.mailer.send(this.compose(job, leads, digests)), this.sendTimeoutMs);
      } catch (error) {
        await (possiblyDelivered(error) ? this.timedOut(job, error) : this.failed(job, error));
        return;
      }
      // Recorded at once, not after the batch: a crash later in the batch must not resend this mail.
      await this.recordSent(job, claimedAt);
    });
    return jobs.length;
  }

  /**
   * Marks a delivered job sent. A database blip must not turn into a second mail, so this keeps
   * trying while the lease lasts; only after that is the job left for another attempt.
   */
  private async recordSent(job: Job, claimedAt: number): Promise<void> {
    const deadline = claimedAt + this.leaseMs - 1_000;
    for (let attempt = 0; ; attempt++) {
      try {
        this.unrecorded.push({ id: job.id, at: this.options.clock.now().toISOString() });
        await this.recordUnrecorded();
        return;
      } catch (error) {
        const wait = Math.min(2_000, 100 * 2 ** attempt);
        if (performance.now() + wait > deadline) {
          this.options.logger.error(
            { job: job.id, template: job.template, err: errorFields(error) },
            'outbox: mail sent but not recorded; it will be sent again with the same Message-ID',
          );
          return;
        }
        await this.pause(wait);
      }
    }
  }

  private async suppressedRecipients(jobs: Job[]): Promise<Set<string>> {
    const marketing = jobs.filter((job) => job.marketing).map((job) => job.recipient.toLowerCase());
    if (marketing.length === 0) return new Set();
    const rows = await this.options.db.query<{ email: string }>(
      'SELECT email FROM suppressions WHERE email = ANY($1::text[])',
      [marketing],
    );
    return new Set(rows.map((row) => row.email));
  }

  /** The unsubscribes each digest job lists: those of its period. */
  private async loadDigests(jobs: Job[]): Promise<Map<string, DigestEntry[]>> {
    const digests = new Map<string, DigestEntry[]>();
    for (const job of jobs) {
      if (job.template !== 'unsubscribe_digest') continue;
      const period = JSON.parse(job.payload ?? '{}') as { from?: string; to?: string };
      const rows = await this.options.db.query<{ email: string; via: string; created_at: Date | string }>(
        `SELECT email, via, created_at FROM unsubscribe_digest_entries
         WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at, email`,
        [period.from, period.to],
      );
      digests.set(
        job.id,
        rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
      );
    }
    return digests;
  }

  private async loadLeads(jobs: Job[]) {
    const ids = jobs.filter((job) => job.ref_id && job.lead_kind).map((job) => job.ref_id as string);
    const kinds = [...new Set(jobs.map((job) => job.lead_kind).filter((kind) => kind !== null))].filter((kind) =>
      leadKinds.includes(kind),
    );
    if (ids.length === 0 || kinds.length === 0) return new Map();
    const leads = await listLeads(this.options.db, { kinds, ids });
    return new Map(leads.map((lead) => [lead.id, lead]));
  }

  private compose(
    job: Job,
    leads: Map<string, import('./leads.ts').Lead>,
    digests: Map<string, DigestEntry[]>,
  ): OutgoingMail {
    const context = { siteUrl: this.options.siteUrl };
    const base = {
      messageId: `<${job.id}@${new URL(this.options.siteUrl).hostname}>`,
      from: this.options.mailFrom,
    };
    const payload = job.payload ? (JSON.parse(job.payload) as Record<string, string>) : {};
    switch (job.template) {
      case 'lead_notification':
      case 'lead_acknowledgement': {
        const lead = job.ref_id ? leads.get(job.ref_id) : undefined;
        if (!lead) throw new Error(`lead ${job.lead_kind}/${job.ref_id} not found`);
        if (job.template === 'lead_notification')
          return {
            ...base,
            to: job.recipient,
            replyTo: { name: lead.name, address: lead.email },
            ...leadNotification(lead, context, { acknowledgementWithheld: payload.acknowledgement === 'withheld' }),
          };
        // Only the address: a display name would repeat what the visitor typed to whoever owns it.
        return { ...base, to: job.recipient, ...leadAcknowledgement(lead, context) };
      }
      case 'newsletter_confirmation': {
        const url = `${this.options.siteUrl}/api/newsletter/confirm?token=${encodeURIComponent(payload.token ?? '')}`;
        return { ...base, to: job.recipient, ...newsletterConfirmation(url, context) };
      }
      case 'newsletter_welcome': {
        const oneClick = `${this.options.siteUrl}/api/unsubscribe/one-click?token=${encodeURIComponent(
          payload.unsubscribeToken ?? '',
        )}`;
        return {
          ...base,
          to: job.recipient,
          headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          ...newsletterWelcome(context),
        };
      }
      case 'unsubscribe_digest':
        return {
          ...base,
          to: job.recipient,
          ...unsubscribeDigest(digests.get(job.id) ?? [], { from: payload.from ?? '', to: payload.to ?? '' }, context),
        };
      case 'unsubscribe_notice':
        return {
          ...base,
          to: job.recipient,
          ...unsubscribeNotice(payload.email ?? '', payload.via ?? 'unsubscribe form', context),
        };
      default:
        throw new Error(`unknown mail template ${String(job.template)}`);
    }
  }

  /**
   * A send that timed out may still be in progress, or done: the server may take the message after we
   * stopped waiting. So it is not retried on the usual backoff (which would hand a slow server every
   * mail again at each step) but only after a long wait, with the same Message-ID, and at most
   * `maxTimeouts` times in all.
   */
  private async timedOut(job: Job, error: unknown): Promise<void> {
    const now = this.options.clock.now();
    const timeouts = job.timeouts + 1;
    const next = new Date(now.getTime() + this.uncertainRetryMs);
    const giveUp =
      timeouts >= this.maxTimeouts || next.getTime() > new Date(job.created_at).getTime() + this.giveUpAfterMs;
    const message = maskEmails(error instanceof Error ? error.message : String(error)).slice(0, 500);
    this.options.logger.warn(
      { job: job.id, template: job.template, attempts: job.attempts, timeouts, giveUp, err: errorFields(error) },
      giveUp
        ? 'outbox: mail timed out again and may have been delivered; not retried'
        : 'outbox: mail timed out and may have been delivered; retried later with the same Message-ID',
    );
    await this.options.db.query(
      `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, last_error = $4, locked_by = NULL, timeouts = $5,
         payload = ${scrubbedPayload('$2')}
       WHERE id = $1`,
      [job.id, giveUp ? 'failed' : 'pending', next.toISOString(), message, timeouts],
    );
  }

  private async failed(job: Job, error: unknown): Promise<void> {
    const now = this.options.clock.now();
    const delay = this.backoffMs[Math.min(job.attempts - 1, this.backoffMs.length - 1)] ?? 3_600_000;
    const next = new Date(now.getTime() + delay);
    const giveUp = next.getTime() > new Date(job.created_at).getTime() + this.giveUpAfterMs;
    const message = maskEmails(error instanceof Error ? error.message : String(error)).slice(0, 500);
    this.options.logger.warn(
      { job: job.id, template: job.template, attempts: job.attempts, giveUp, err: errorFields(error) },
      giveUp ? 'outbox: mail failed for good' : 'outbox: mail failed, will retry',
    );
    await this.options.db.query(
      `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, last_error = $4, locked_by = NULL,
         payload = ${scrubbedPayload('$2')}
       WHERE id = $1`,
      [job.id, giveUp ? 'failed' : 'pending', next.toISOString(), message],
    );
  }
}

/** Templates whose payload holds a secret (a confirmation or unsubscribe token). */
const tokenTemplates = ['newsletter_confirmation', 'newsletter_welcome'] as const;

/**
 * The payload column once a job's status becomes `status`: a token is removed as soon as the mail is
 * out of our hands for good (sent, suppressed or failed), so the table never keeps a live link.
 */
function scrubbedPayload(status: string): string {
  return `CASE WHEN ${status} IN ('sent', 'suppressed', 'failed') AND template IN (${tokenTemplates
    .map((template) => `'${template}'`)
    .join(', ')}) THEN NULL ELSE payload END`;
}

/** The send ran out of time on our side. */
class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`the send took longer than ${ms / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * A failure after which the server may still have taken the message: our own bound on the send, or
 * the connection going quiet once it was open (not a refused or silent connect, nor a missing greeting).
 */
function possiblyDelivered(error: unknown): boolean {
  if (error instanceof SendTimeoutError) return true;
  const { code, timeoutType } = (error ?? {}) as { code?: unknown; timeoutType?: unknown };
  return code === 'ETIMEDOUT' && timeoutType === 'SOCKET_TIMEOUT';
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `work` on every item, `limit` at a time; settles only when no lane is still running. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
  const failure = lanes.find((lane) => lane.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The most mails `/api/ready` counts in each figure: a larger backlog reads as this many. */
export const outboxCountCap = 10_000;

/**
 * Outbox figures for `/api/ready`, each counted on its partial index and stopped at `outboxCountCap`: a backlog of
 * a million after a long SMTP outage costs no more to count than one of ten thousand. `backlog` is every mail not yet
 * sent, scheduled ones (a digest, a retry) included; `due` only those that should be going now, or are being sent, so
 * it is 0 once everything due has gone.
 */
export async function outboxStats(
  db: Database,
  now = new Date(),
): Promise<{ backlog: number; due: number; failed: number }> {
  const rows = await db.query<{ backlog: number; due: number; failed: number }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM mail_outbox WHERE status IN ('pending', 'sending') LIMIT $1) b)::int
              AS backlog,
            (SELECT count(*) FROM (SELECT 1 FROM mail_outbox
                                     WHERE status = 'sending' OR (status = 'pending' AND next_attempt_at <= $2)
                                     LIMIT $1) d)::int AS due,
            (SELECT count(*) FROM (SELECT 1 FROM mail_outbox WHERE status = 'failed' LIMIT $1) f)::int AS failed`,
    [outboxCountCap, now],
  );
  return rows[0] ?? { backlog: 0, due: 0, failed: 0 };
}
