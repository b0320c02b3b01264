/** Scrolling that needs no React: usable by a page's first script. */

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Draws every band before the target that the browser is skipping (`content-visibility: auto`), for good, and the
 * boxes in them left undrawn until on screen (`data-offscreen-undrawn`). A skipped band is held at a placeholder
 * height until it nears the viewport: a smooth scroll would draw the bands it passes on the way, each would take its
 * real height, and the jump would land short of the target.
 */
function drawBandsBefore(target: Element): void {
  for (let node: Element | null = target; node && node !== document.body; node = node.parentElement) {
    for (let band = node.previousElementSibling; band; band = band.previousElementSibling) {
      if (band instanceof HTMLElement && getComputedStyle(band).contentVisibility === 'auto')
        band.style.contentVisibility = 'visible';
      for (const inner of band.querySelectorAll<HTMLElement>('[data-offscreen-undrawn]'))
        inner.style.contentVisibility = 'visible';
    }
  }
}

/**
 * Scrolls to the element with this id (smoothly unless the user asks for less motion) and moves focus to it.
 * Returns `false`, doing nothing, when the page has no such element.
 */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia(reducedMotionQuery).matches;
  drawBandsBefore(target);
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  // Focus follows the scroll so keyboard and screen-reader users land in the section too.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
