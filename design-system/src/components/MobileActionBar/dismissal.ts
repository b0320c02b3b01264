import { readSessionFlag } from '../../utils/sessionFlags.ts';

/** Where a dismissal of the mobile action bar is remembered for the visit (sessionStorage). */
export const mobileActionBarStorageKey = 'mobile-action-bar-dismissed';

/**
 * Hides every mobile action bar in `root` that the visitor dismissed earlier in this visit. For a page's first
 * script: the bar is drawn with the page and would otherwise appear again before the page's code runs. No React.
 */
export function hideDismissedMobileActionBars(root: ParentNode = document): void {
  for (const bar of root.querySelectorAll<HTMLElement>('[data-mobile-action-bar]'))
    if (readSessionFlag(bar.dataset.mobileActionBar)) bar.hidden = true;
}
