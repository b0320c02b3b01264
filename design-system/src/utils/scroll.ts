/** Scrolling that needs no React: usable by a page's first script. */

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
