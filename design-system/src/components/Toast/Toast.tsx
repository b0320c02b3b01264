import { type PointerEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  type QueuedToast,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
} from 'react-aria-components';
import { toastLimits } from '../../constants.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { withClassName } from '../../utils/classNames.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import { type ToastContent, type ToastQueue, ToastQueueContext, toastQueue } from './toastQueue.ts';

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /**
   * The queue to show. Give each story or test its own so they stay independent.
   * @default the nearest ToastProvider's queue, else `toastQueue`
   */
  queue?: ToastQueue;
}

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
