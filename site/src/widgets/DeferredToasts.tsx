import { toastQueue } from '@tallowood/design-system';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

const Toasts = lazy(() => import('./Toasts.tsx'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);

/**
 * Mounts the toast region (and loads its code) when the first toast is queued, then keeps it. Toasts
 * queued meanwhile wait in the queue and show as soon as it is there.
 */
export function DeferredToasts() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toastQueue.visibleToasts.length > 0,
    () => false,
  );
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
