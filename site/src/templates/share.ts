import { replayedClicks } from '../islands/wake.ts';

/** The element that names what a Share button shares, if `target` is (inside) one. */
function shareBoxOf(target: EventTarget | null): HTMLElement | null | undefined {
  return (target as Element | null)?.closest?.('[data-share]')?.closest<HTMLElement>('[data-share-url]');
}

/** Shares what `box` names, and shows how it went. */
async function share(box: HTMLElement) {
  const { shareUrl: url, shareTitle: title } = box.dataset;
  const show = (outcome: string) => {
    for (const text of box.querySelectorAll<HTMLElement>('[data-share-outcome]'))
      text.hidden = text.dataset.shareOutcome !== outcome;
  };
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as DOMException).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url ?? '');
    show('copied');
  } catch {
    show('manual');
  }
}

/**
 * Sharing, from a page's first script, so a first tap needs no other code: the device's share sheet where the
 * browser has one (phones), otherwise the link is copied with a visible confirmation, and if even that is refused the
 * link is shown to copy by hand. A Share button (`data-share`) sits in an element that names what to share
 * (`data-share-url`, `data-share-title`) and holds the outcomes' texts (`data-share-outcome`), hidden until one comes.
 */
export function followShareButtons(root: Document = document, signal?: AbortSignal): void {
  const options = { capture: true, signal };
  root.addEventListener(
    'click',
    (event) => {
      const box = shareBoxOf(event.target);
      // A click replayed to the page's code has been shared already.
      if (box && !replayedClicks.has(event)) void share(box);
    },
    options,
  );
  // Once hydrated, the kit's button answers Enter and Space without a click: so does this, in its place.
  root.addEventListener(
    'keydown',
    (event) => {
      const box = event.key === 'Enter' || event.key === ' ' ? shareBoxOf(event.target) : undefined;
      if (!box) return;
      event.preventDefault();
      void share(box);
    },
    options,
  );
}
