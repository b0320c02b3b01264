/**
 * When the page's code runs. The server's HTML works on its own (links, native disclosures, forms that post), so
 * React loads and hydrates the page only once the visitor touches it, and each island (a form, the theme switch)
 * only once that island is touched. This module runs with the first script and holds no React: until then the
 * page costs the visitor one small script.
 */

import { wakeEvents } from './earlyTouches.ts';

/** The key under which the page as a whole waits and holds its clicks. */
export const pageKey = '';

/** Keys touched before they asked to be told, and the wake-up calls of those waiting. */
const touched = new Set<string>();
const waiting = new Map<string, () => void>();
/** Keys whose code has run. */
const hydrated = new Set<string>();
/** Keys whose code could not load: their server HTML stays, and does its own job. */
const failed = new Set<string>();
/** The last click each key received before its code had run, replayed once it has. */
const heldClicks = new Map<string, Element>();
/**
 * Keys whose current press began before their code had run. Code that arrives between the pointer going down and the
 * click saw only half of the press and would ignore the click, so that click is held and replayed too.
 */
const pressedEarly = new Set<string>();

/** Clicks this module replayed: what the first script did with the original, it need not do again. */
export const replayedClicks = new WeakSet<Event>();

/** A click with no pointer details, as assistive technology sends: the element's own behaviour runs. */
function replayClick(target: Element | undefined) {
  if (!target?.isConnected) return;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  replayedClicks.add(click);
  target.dispatchEvent(click);
}

function islandOf(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest<HTMLElement>('[data-island]')?.dataset.island ?? undefined)
    : undefined;
}

/**
 * Elements (links aside) whose click needs the page's code: buttons (a `<summary>`, a button that opens a popover, a
 * label or a field does its own job without it). Inside an island everything waits, so a form's submit is never
 * sent twice.
 */
function needsCode(target: Element, island: string | undefined): boolean {
  return (
    island !== undefined || (!opensPopover(target) && Boolean(target.closest('button, [role="button"]:not(summary)')))
  );
}

/**
 * The code a press on `target` waits for: the page's first, then its island's, or the part's it sits in (the page's
 * content and footer hydrate after the frame: `data-part`).
 */
function keyOf(target: Element, island: string | undefined): string {
  if (!hydrated.has(pageKey)) return pageKey;
  return island ?? target.closest<HTMLElement>('[data-part]')?.dataset.part ?? pageKey;
}

/** Whether `target` is (inside) a button the browser opens a popover with: it needs no code. */
function opensPopover(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button[popovertarget]') !== null;
}

/**
 * Starts `key`'s code if it is waiting, once the touch's own result (a section shown, an answer opened, focus) has
 * been painted: evaluating the code must not hold up that frame. Remembers the touch otherwise.
 */
export function wake(key: string): void {
  touched.add(key);
  const start = waiting.get(key);
  waiting.delete(key);
  if (start) requestAnimationFrame(() => setTimeout(start));
}

/** Resolves when `key` is touched (at once if it already was). */
export function whenTouched(key: string): Promise<void> {
  if (touched.has(key)) return Promise.resolve();
  return new Promise((resolve) => waiting.set(key, resolve));
}

/**
 * Publishes a part's state (`data-hydrated`) on its island's element. The page's root says it has hydrated only once
 * its frame and every part have (`AfterFrame`), so here it publishes only a failure.
 */
function publish(key: string, state: '' | 'failed') {
  const selector =
    key !== pageKey ? `[data-island="${key}"], [data-part="${key}"]` : state === 'failed' ? '#root' : undefined;
  if (selector) for (const element of document.querySelectorAll(selector)) element.setAttribute('data-hydrated', state);
}

/** The code of `key` has run: an island says so (`data-hydrated`), and its held click, if any, is replayed. */
export function markHydrated(key: string): void {
  hydrated.add(key);
  publish(key, '');
  const target = heldClicks.get(key);
  heldClicks.delete(key);
  replayClick(target);
}

/**
 * The code of `key` could not load: its server HTML stays and its controls do what HTML does (a form posts). A held
 * click is given back to the browser, so a submit still sends its form.
 */
export function markFailed(key: string): void {
  failed.add(key);
  publish(key, 'failed');
  const target = heldClicks.get(key);
  heldClicks.delete(key);
  replayClick(target);
}

/**
 * React cannot act on a part whose code is still loading, so a click that lands there first would be lost (and a
 * submit button's click would let the browser send the form itself). Such a click is held and replayed on the same
 * element once the code has run: the page's first, then the island's. A modified click (new tab, download) keeps its
 * meaning, so it passes.
 */
function holdClick(event: MouseEvent, island: string | undefined, onHeldSubmit?: (form: HTMLFormElement) => void) {
  const { target } = event;
  if (!(target instanceof Element)) return;
  // A link follows itself until its part's code has run: React, halfway through adopting the part, would take the
  // click from the browser and, with the press it never saw begin, drop it.
  const key = keyOf(target, island);
  if (target.closest('a[href]')) {
    if (!hydrated.has(key)) event.stopPropagation();
    return;
  }
  if (!needsCode(target, island) || failed.has(key)) return;
  const early = pressedEarly.delete(key);
  const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  if ((hydrated.has(key) && !early) || modified) return;
  event.preventDefault();
  event.stopPropagation();
  // Hydrated in the middle of the press: replay as soon as this click has finished.
  if (hydrated.has(key)) setTimeout(() => replayClick(target));
  else {
    heldClicks.set(key, target);
    // The visitor's own press only: a replay held again (for the island, after the page) must not move focus back.
    const submitter = target.closest('button');
    if (submitter?.type === 'submit' && submitter.form && !replayedClicks.has(event)) onHeldSubmit?.(submitter.form);
  }
}

export interface TouchOptions {
  /** Stops listening. */
  signal?: AbortSignal;
  /**
   * Told of a form whose submit is held for its code, so it can answer at once with what plain DOM can check
   * (`showEarlyProblems`); the submit is still replayed once the code has run.
   */
  onHeldSubmit?: (form: HTMLFormElement) => void;
  /**
   * Touches made before this script ran (`takeEarlyTouches`), in order: they wake what they touched.
   * @default []
   */
  early?: readonly Event[];
}

/**
 * A click the browser saw before this script ran. A plain button (no submit, no popover) did nothing with it, so it
 * is held for the page's code like one made now; anything else has already done its own job.
 */
function holdEarlyClick(event: MouseEvent, island: string | undefined) {
  const { target } = event;
  if (!(target instanceof Element)) return;
  const key = keyOf(target, island);
  pressedEarly.delete(key);
  const button = target.closest('button, [role="button"]:not(summary)');
  const inert =
    button !== null &&
    !(button instanceof HTMLButtonElement && (button.type !== 'button' || button.hasAttribute('popovertarget')));
  const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  if (inert && !modified && !event.defaultPrevented && needsCode(target, island)) heldClicks.set(key, target);
}

/**
 * Listens on the document from the first script on, before React's own listeners exist, until `signal` aborts. The
 * touches made while the first script was on its way (`early`) count as if made now.
 */
export function listenForTouches({ signal, onHeldSubmit, early = [] }: TouchOptions = {}): void {
  // A mouse moving is a desktop visitor about to point at something (a menu opens on hover): the page wakes then.
  // Phones have no mouse, so they wait for a touch.
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    document.removeEventListener('pointermove', onPointerMove, true);
    if (!hydrated.has(pageKey)) wake(pageKey);
  };
  const onTouch = (event: Event, early: boolean) => {
    const { type } = event;
    // A popover's button opens it without code: the page wakes on its click, after the press that shows it,
    // so loading the code does not hold up that frame.
    if (type !== 'click' && opensPopover(event.target)) return;
    const island = islandOf(event.target);
    if (type === 'click' && early) holdEarlyClick(event as MouseEvent, island);
    else if (type === 'click') holdClick(event as MouseEvent, island, onHeldSubmit);
    else if (type === 'pointerdown' && event.target instanceof Element) {
      const key = keyOf(event.target, island);
      if (!hydrated.has(key)) pressedEarly.add(key);
    }
    if (!hydrated.has(pageKey)) wake(pageKey);
    if (island !== undefined && !hydrated.has(island)) wake(island);
  };
  document.addEventListener('pointermove', onPointerMove, { capture: true, signal });
  for (const type of wakeEvents)
    document.addEventListener(type, (event) => onTouch(event, false), { capture: true, signal });

  for (const event of early) {
    if (event.type === 'pointermove') onPointerMove(event as PointerEvent);
    else onTouch(event, true);
  }
}

/**
 * The touches the document's inline loader kept while the first script was on its way; it stops keeping them. Taken
 * before the first script moves focus itself (a landing hash), so only the visitor's own touches count.
 */
export function takeEarlyTouches(): readonly Event[] {
  const early = window.earlyTouches;
  if (!early) return [];
  early.stop();
  window.earlyTouches = undefined;
  return early.events;
}

/**
 * Parts that need the page's code without being touched say so in the HTML: `data-wake-media` (a media query that
 * must match) and `data-wake-scroll` (how far the page must have scrolled, in CSS px). The desktop's floating
 * actions and the home page's desktop extras are such parts; a phone never wakes for them.
 */
export function wakeWhenWanted(): void {
  const wanted = [...document.querySelectorAll<HTMLElement>('[data-wake-media], [data-wake-scroll]')]
    .filter((element) => !element.dataset.wakeMedia || window.matchMedia(element.dataset.wakeMedia).matches)
    .map((element) => Number(element.dataset.wakeScroll ?? 0));
  if (wanted.length === 0) return;
  const threshold = Math.min(...wanted);
  if (threshold <= 0) {
    wake(pageKey);
    return;
  }
  const onScroll = () => {
    if (window.scrollY <= threshold) return;
    window.removeEventListener('scroll', onScroll);
    wake(pageKey);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}
