import { scrollToId, timing } from '@tallowood/design-system';
import { useEffect, useRef } from 'react';

/** Scrolls (and moves focus) to the element a URL hash names, once the page has laid out. */
export function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const timer = window.setTimeout(() => id && scrollToId(id), timing.hashScrollDelay);
  return () => window.clearTimeout(timer);
}

/** Every route change starts at the top; a URL hash scrolls smoothly to its element after 100 ms. */
export function useScrollBehaviour(path: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new path, which it does not read.
  useEffect(() => {
    // Cleared before either branch: landing on a hash must not exempt the next navigation from starting at the top.
    const landing = first.current;
    first.current = false;
    const hash = window.location.hash;
    if (hash) return scrollToHash(hash);
    // The first render keeps the browser's own position (a reload or back/forward restores it).
    // Instant, whatever the stylesheet's smooth scrolling says: the new page starts at its top before anything measures it.
    if (!landing) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [path]);

  useEffect(() => {
    const onHashChange = () => scrollToHash(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
