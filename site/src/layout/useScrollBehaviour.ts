import { useEffect, useRef } from 'react';
import { scrollToHash } from './scrollToHash.ts';

/**
 * Every route change starts at the top; a URL hash scrolls smoothly to its element after 100 ms. (The page landed on,
 * and hash changes, are the first script's: `followHashes`.)
 */
export function useScrollBehaviour(path: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is for each new path, which it does not read.
  useEffect(() => {
    const landing = first.current;
    first.current = false;
    const hash = window.location.hash;
    // The page the visitor landed on keeps the browser's own position: it has scrolled to the hash itself, or
    // restored the place of a reload or back/forward, and the visitor may have scrolled on before the code ran.
    if (landing) return undefined;
    if (hash) return scrollToHash(hash);
    // Instant, whatever the stylesheet's smooth scrolling says: the new page starts at its top before anything measures it.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [path]);
}
