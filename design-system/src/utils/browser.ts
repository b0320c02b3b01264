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

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Scrolls to the element with this id (smoothly unless the user asks for less motion) and moves focus to it.
 * Returns `false`, doing nothing, when the page has no such element.
 */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia(reducedMotionQuery).matches;
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  // Focus follows the scroll so keyboard and screen-reader users land in the section too.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Reads a flag from sessionStorage; storage can be unavailable (privacy modes), which reads as unset. */
export function readSessionFlag(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Sets a flag in sessionStorage, ignoring unavailable storage. */
export function writeSessionFlag(key: string | undefined): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the flag lives only as long as the component.
  }
}
