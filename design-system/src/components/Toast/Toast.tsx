import type { RecipeVariants } from '@vanilla-extract/recipes';
import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type QueuedToast,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
} from 'react-aria-components';
import { timing, toastLimits } from '../../constants.ts';
import { withClassName } from '../../utils/classNames.ts';
import { browserClock, type Clock } from '../../utils/clock.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

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

const ToastQueueContext = createContext<ToastQueue>(toastQueue);

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

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /**
   * The queue to show. Give each story or test its own so they stay independent.
   * @default the nearest ToastProvider's queue, else `toastQueue`
   */
  queue?: ToastQueue;
}

const CloseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

function ToastItem({ toast: item, queue }: { toast: QueuedToast<ToastContent>; queue: ToastQueue }) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; pointerId: number } | null>(null);
  const { title, description, variant } = item.content;

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    const distance = event.clientX - drag.current.x;
    drag.current = null;
    if (!cancelled && Math.abs(distance) >= toastLimits.swipeThreshold) queue.close(item.key);
    else setOffset(0);
  };

  return (
    <RACToast
      toast={item}
      className={styles.toast({ variant })}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : {}}
      data-swiping={offset !== 0 || undefined}
      data-toast-key={item.key}
      onPointerDown={(event) => {
        // The close button keeps its own press; only the toast's body swipes.
        if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
        drag.current = { x: event.clientX, pointerId: event.pointerId };
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // Synthetic pointers cannot be captured; the drag still works while over the toast.
        }
      }}
      onPointerMove={(event) => {
        if (drag.current?.pointerId === event.pointerId) setOffset(event.clientX - drag.current.x);
      }}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      <RACToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </RACToastContent>
      <IconButton slot="close" label="Close" className={styles.close}>
        <CloseIcon />
      </IconButton>
    </RACToast>
  );
}

/**
 * Where toasts appear: the bottom-right corner (full width on phones), newest first, at most three at once.
 * Alt+T (or F6) moves focus into it; Escape, the close button or a 50 px sideways swipe dismisses a toast.
 */
export function ToastRegion({ queue: givenQueue, className, ...props }: ToastRegionProps) {
  const contextQueue = useContext(ToastQueueContext);
  const queue = givenQueue ?? contextQueue;
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes the toast holding focus (including focus on its close button).
      if (event.key === 'Escape') {
        const focused = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-toast-key]') : null;
        if (focused?.dataset.toastKey && region.current?.contains(focused)) {
          event.preventDefault();
          queue.close(focused.dataset.toastKey);
        }
        return;
      }
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyT') return;
      const target = region.current?.querySelector<HTMLElement>('[role="alertdialog"]') ?? region.current;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    // Capture phase: the close button's own key handling must not swallow Escape.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [queue]);

  return (
    <RACToastRegion
      aria-keyshortcuts="Alt+T"
      {...props}
      ref={region}
      queue={queue}
      className={withClassName(styles.region, className)}
    >
      {({ toast: item }) => <ToastItem toast={item} queue={queue} />}
    </RACToastRegion>
  );
}

export interface ToastProviderProps extends ToastRegionProps {
  /**
   * The part of the app that may show toasts (through `useToast`).
   * @default undefined
   */
  children?: ReactNode;
}

/** Mount once near the root: gives `useToast` its queue and renders the region. */
export function ToastProvider({ queue = toastQueue, children, ...props }: ToastProviderProps) {
  return (
    <ToastQueueContext.Provider value={queue}>
      {children}
      <ToastRegion {...props} queue={queue} />
    </ToastQueueContext.Provider>
  );
}
