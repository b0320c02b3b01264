import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, live. On the server (and while hydrating) it reads `false`. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export { reducedMotionQuery, scrollToId } from './scroll.ts';
