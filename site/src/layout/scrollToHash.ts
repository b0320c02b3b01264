import { scrollToId, timing } from '@tallowood/design-system/early';

/** Scrolls (and moves focus) to the element a URL hash names, once the page has laid out. */
export function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const timer = window.setTimeout(() => id && scrollToId(id), timing.hashScrollDelay);
  return () => window.clearTimeout(timer);
}

/**
 * From the first script on: landing on a URL hash, or the hash changing (a same-page link), takes the visitor and
 * keyboard focus to its element; the browser's own jump moves only the view.
 */
export function followHashes(): void {
  if (window.location.hash) scrollToHash(window.location.hash);
  window.addEventListener('hashchange', () => scrollToHash(window.location.hash));
}
