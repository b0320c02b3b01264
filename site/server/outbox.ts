/**
 * The mail outbox worker. Jobs are rows written in the same transaction as the lead; the worker
 * claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease, so any number of instances can share
 * one database and each job is sent once. A job that keeps failing is retried with backoff for up
 * to a day, then marked failed (never deleted).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { type LeadKind, leadKinds, listLeads } from './leads.ts';
import { errorFields, type Logger, maskEmails } from './log.ts';
import type { Mailer, OutgoingMail } from './mail/mailer.ts';
import {
  leadAcknowledgement,
  leadNotification,
  newsletterConfirmation,
  newsletterWelcome,
  unsubscribeNotice,
} from './mail/templates.ts';

export type MailTemplate =
  | 'lead_notification'
  | 'lead_acknowledgement'
  | 'newsletter_confirmation'
  | 'newsletter_welcome'
  | 'unsubscribe_notice';

/** Delays after the 1st, 2nd, … failed attempt; the last one repeats. */
export const defaultBackoffMs = [30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000];
export const defaultGiveUpAfterMs = 24 * 3_600_000;

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
  batchSize?: number;
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
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private lastUtilization = performance.eventLoopUtilization();

  constructor(private readonly options: OutboxOptions) {
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.giveUpAfterMs = options.giveUpAfterMs ?? defaultGiveUpAfterMs;
    this.leaseMs = options.leaseMs ?? 120_000;
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

  /** Claims and sends one batch of due jobs; the number handled. */
  async runOnce(limit = this.batchSize): Promise<number> {
    const now = this.options.clock.now();
    const jobs = await this.options.db.query<Job>(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_by = $1, next_attempt_at = $2
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status IN ('pending', 'sending') AND next_attempt_at <= $3
         ORDER BY next_attempt_at
         LIMIT $4
         FOR UPDATE SKIP LOCKED)
       RETURNING id, created_at, template, lead_kind, ref_id, recipient, marketing, payload, attempts`,
      [this.id, new Date(now.getTime() + this.leaseMs).toISOString(), now.toISOString(), limit],
    );
    if (jobs.length === 0) return 0;
    const suppressed = await this.suppressedRecipients(jobs);
    const leads = await this.loadLeads(jobs);
    // A job not started before its lease runs short is left alone: another claim will take it,
    // and sending it now could race the instance that does.
    const startBy = now.getTime() + this.leaseMs / 2;
    await eachLimited(jobs, this.concurrency, async (job) => {
      if (this.options.clock.now().getTime() > startBy) return;
      if (job.marketing && suppressed.has(job.recipient.toLowerCase())) {
        await this.options.db.query("UPDATE mail_outbox SET status = 'suppressed', locked_by = NULL WHERE id = $1", [
          job.id,
        ]);
        return;
      }
      try {
        await this.options.mailer.send(this.compose(job, leads));
      } catch (error) {
        await this.failed(job, error);
        return;
      }
      // Recorded at once, not after the batch: a crash later in the batch must not resend this mail.
      await this.options.db.query(
        `UPDATE mail_outbox SET status = 'sent', sent_at = $2, last_error = NULL, locked_by = NULL
         WHERE id = $1`,
        [job.id, this.options.clock.now().toISOString()],
      );
    });
    return jobs.length;
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

  private async loadLeads(jobs: Job[]) {
    const ids = jobs.filter((job) => job.ref_id && job.lead_kind).map((job) => job.ref_id as string);
    const kinds = [...new Set(jobs.map((job) => job.lead_kind).filter((kind) => kind !== null))].filter((kind) =>
      leadKinds.includes(kind),
    );
    if (ids.length === 0 || kinds.length === 0) return new Map();
    const leads = await listLeads(this.options.db, { kinds, ids });
    return new Map(leads.map((lead) => [lead.id, lead]));
  }

  private compose(job: Job, leads: Map<string, import('./leads.ts').Lead>): OutgoingMail {
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
            ...leadNotification(lead, context),
          };
        return { ...base, to: { name: lead.name, address: job.recipient }, ...leadAcknowledgement(lead, context) };
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
      `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, last_error = $4, locked_by = NULL
       WHERE id = $1`,
      [job.id, giveUp ? 'failed' : 'pending', next.toISOString(), message],
    );
  }
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

/** Outbox figures for `/api/ready`. */
export async function outboxStats(db: Database): Promise<{ backlog: number; failed: number }> {
  const rows = await db.query<{ backlog: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS backlog,
            count(*) FILTER (WHERE status = 'failed')::int AS failed
     FROM mail_outbox WHERE status IN ('pending', 'sending', 'failed')`,
  );
  return rows[0] ?? { backlog: 0, failed: 0 };
}
