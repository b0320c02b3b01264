/**
 * The toast queue and the functions that add to it, apart from the region that shows toasts: a page can
 * queue toasts from anywhere and load the region only when the first one arrives.
 */
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { createContext, useContext, useMemo } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import { timing, toastLimits } from '../../constants.ts';
import { browserClock, type Clock } from '../../utils/clock.tsx';
import type * as styles from './Toast.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type ToastVariants = NonNullable<RecipeVariants<typeof styles.toast>>;

export const toastVariants = ['default', 'success', 'destructive'] as const satisfies readonly NonNullable<
  ToastVariants['variant']
>[];

/** What a toast shows. */
export interface ToastContent {
  /** Bold first line, e.g. "Success!". */
  title: string;
  /**
   * Optional second line.
   * @default undefined
   */
  description?: string;
  /**
   * Colour role: neutral, success (green) or destructive (red).
   * @default 'default'
   */
  variant?: ToastVariants['variant'];
}

export interface ToastOptions extends ToastContent {
  /**
   * Milliseconds before it closes itself (paused while hovered or focused); `0` keeps it until dismissed.
   * @default timing.toastDuration (5000)
   */
  timeout?: number;
  /**
   * Called when it closes, by the user or by its timeout.
   * @default undefined
   */
  onClose?: () => void;
}

/** A queue of toasts; mount one `ToastRegion` (or `ToastProvider`) per queue. */
export type ToastQueue = RACToastQueue<ToastContent>;

/**
 * The timer RAC keeps on each toast (`reset`, `pause`, `resume`), run on a kit `Clock` instead of the browser's
 * timers, so a story or test can move toast time by hand.
 */
class ClockTimer {
  private id: number | undefined;
  private startedAt = 0;

  constructor(
    private readonly clock: Clock,
    private readonly callback: () => void,
    private remaining: number,
  ) {}

  reset(delay: number) {
    this.pause();
    this.remaining = delay;
    this.resume();
  }

  pause() {
    if (this.id === undefined) return;
    this.clock.clearTimeout(this.id);
    this.id = undefined;
    this.remaining -= this.clock.now() - this.startedAt;
  }

  resume() {
    if (this.id !== undefined || this.remaining <= 0) return;
    this.startedAt = this.clock.now();
    this.id = this.clock.setTimeout(() => {
      this.id = undefined;
      this.remaining = 0;
      this.callback();
    }, this.remaining);
  }
}

class ClockToastQueue extends RACToastQueue<ToastContent> {
  constructor(private readonly clock: Clock) {
    super({ maxVisibleToasts: toastLimits.maxVisible });
  }

  override add(content: ToastContent, options: { timeout?: number; onClose?: () => void } = {}) {
    const key = super.add(content, options);
    // The newest toast is always the first visible one. RAC's own timer runs on the browser clock; swap in one
    // on `clock` before the toast mounts (its region starts the timer from an effect).
    const added = this.visibleToasts[0];
    if (added?.key === key && options.timeout) {
      added.timer = new ClockTimer(this.clock, () => this.close(key), options.timeout) as unknown as typeof added.timer;
    }
    return key;
  }
}

export interface ToastQueueOptions {
  /**
   * The clock toast timeouts run on (pausing while the region is hovered or focused works the same).
   * @default the browser's timers
   */
  clock?: Clock;
}

/** A new queue showing at most `toastLimits.maxVisible` toasts at once; the rest wait their turn. */
export function createToastQueue({ clock = browserClock }: ToastQueueOptions = {}): ToastQueue {
  return new ClockToastQueue(clock);
}

/** The application's queue, used when no other is given. */
export const toastQueue: ToastQueue = createToastQueue();

/**
 * Shows a toast and returns its key (for `dismissToast`). Closes itself after `timing.toastDuration` unless
 * `timeout` says otherwise.
 */
export function toast({ timeout = timing.toastDuration, onClose, ...content }: ToastOptions, queue = toastQueue) {
  return queue.add(content, { timeout: timeout > 0 ? timeout : undefined, onClose });
}

/** Closes a toast by the key `toast()` returned. */
export function dismissToast(key: string, queue = toastQueue) {
  queue.close(key);
}

/** The queue `useToast` and `ToastRegion` use below a `ToastProvider`. */
export const ToastQueueContext = createContext<ToastQueue>(toastQueue);

/** `toast` and `dismiss` bound to the nearest `ToastProvider`'s queue (else the application's). */
export function useToast() {
  const queue = useContext(ToastQueueContext);
  return useMemo(
    () => ({
      toast: (options: ToastOptions) => toast(options, queue),
      dismiss: (key: string) => queue.close(key),
    }),
    [queue],
  );
}
