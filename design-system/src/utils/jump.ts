import { scrollToId } from './scroll.ts';

/** Marks a link that jumps to the section it names when the current page has it, e.g. `data-jump="contact-section"`. */
export const jumpAttribute = 'data-jump';

/**
 * A plain click (no new-tab or download modifier) on a jump link whose section is on this page scrolls there and
 * moves focus, instead of following the link's address (a page that has the section). Returns whether it did.
 */
export function jumpFromClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = event.target instanceof Element ? event.target.closest(`[${jumpAttribute}]`) : null;
  const id = link?.getAttribute(jumpAttribute);
  if (!id || !scrollToId(id)) return false;
  event.preventDefault();
  return true;
}

/**
 * From a page's first script on, every jump link does its job on the first tap, before the components' code has
 * loaded: one listener on the document, ahead of any the components add.
 */
export function followJumpLinks(root: Document = document): void {
  root.addEventListener('click', jumpFromClick, true);
}
