const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Scrolls to the element with `id` (smoothly, or at once when the user asks for less motion) and
 * moves keyboard focus there. Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // A section is not focusable by default; -1 lets focus land without adding a tab stop.
  if (!target.matches(focusableSelector)) target.setAttribute('tabindex', '-1');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
