import { readSessionFlag, writeSessionFlag } from '../../utils/sessionFlags.ts';

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

/**
 * For a page's first script: a bar's Dismiss (`data-dismiss`) hides it and remembers that at once, before the bar's
 * code has loaded (which then does the same, to the same effect).
 */
export function followMobileActionBarDismissals(root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      const bar = (event.target as Element)
        .closest?.('[data-dismiss]')
        ?.closest<HTMLElement>('[data-mobile-action-bar]');
      if (!bar) return;
      writeSessionFlag(bar.dataset.mobileActionBar);
      bar.hidden = true;
    },
    true,
  );
}
