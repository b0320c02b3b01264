/**
 * Pages rendered on request (site search, pages opened with a query) share a small budget, so a
 * flood of them cannot starve the lead API of the one event loop: a cache of finished pages, a few
 * renders at once with a short queue (503 beyond it), a cap on renders per second overall (503),
 * and an allowance per client (429).
 */
import { RateLimiter } from './http.ts';

export interface RenderLimits {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a turn; more get 503. */
  queue: number;
  /** Renders started per second, across all clients; more get 503. */
  perSecond: number;
  /** Renders (cache misses) per client per minute; more get 429. */
  perClientPerMinute: number;
  /** Finished pages kept, least recently used dropped first; 0 keeps none (development). */
  cacheEntries: number;
}

export const defaultRenderLimits: RenderLimits = {
  concurrency: 2,
  queue: 4,
  perSecond: 8,
  perClientPerMinute: 30,
  cacheEntries: 200,
};

export type GateOutcome<T> =
  | { kind: 'page'; page: T; cached: boolean }
  | { kind: 'busy'; retryAfter: number }
  | { kind: 'limited'; retryAfter: number };

export class RenderGate<T> {
  private readonly cache = new Map<string, T>();
  private readonly perClient: RateLimiter;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private tokens: number;
  private refilled: number;

  constructor(
    readonly limits: RenderLimits = defaultRenderLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perClient = new RateLimiter(limits.perClientPerMinute, now);
    this.tokens = limits.perSecond;
    this.refilled = now();
  }

  /** The page for `key`: from the cache, or rendered by `render` if the budget allows. */
  async get(key: string, client: string, render: () => Promise<T>): Promise<GateOutcome<T>> {
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return { kind: 'page', page: hit, cached: true };
    }
    const wait = this.perClient.take(client);
    if (wait > 0) return { kind: 'limited', retryAfter: wait };
    if (this.running + this.waiting.length >= this.limits.concurrency + this.limits.queue || !this.takeToken())
      return { kind: 'busy', retryAfter: 2 };
    await this.slot();
    try {
      const page = await render();
      this.remember(key, page);
      return { kind: 'page', page, cached: false };
    } finally {
      this.release();
    }
  }

  private takeToken(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.limits.perSecond, this.tokens + ((now - this.refilled) / 1000) * this.limits.perSecond);
    this.refilled = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private slot(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }

  private release() {
    this.running--;
    this.waiting.shift()?.();
  }

  private remember(key: string, page: T) {
    if (this.limits.cacheEntries <= 0) return;
    this.cache.set(key, page);
    if (this.cache.size > this.limits.cacheEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
