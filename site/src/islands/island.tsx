import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react';

/** Every island's loader, so the server can have them all before it renders a page. */
const loaders = new Set<() => Promise<unknown>>();

/** Loads every island the pages imported so far; the server awaits it before rendering. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load()));
}

// Islands wait only on the page the server rendered; a page reached by client-side navigation has no
// server HTML to show meanwhile, so its islands load at once.
const landingPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/** What brings an island to life: being touched (its HTML works until then, forms included). */
const wakeEvents = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'click'] as const;

/** Islands touched before they asked to be told, and the wake-up calls of those waiting. */
const touched = new Set<string>();
const waiting = new Map<string, () => void>();
/** Islands whose code has run; clicks on the others are held. */
const hydrated = new Set<string>();
/** The last click each island received before its code had run, replayed once it has. */
const heldClicks = new Map<string, Element>();
/**
 * Islands whose current press began before their code had run. Code that arrives between the pointer going down
 * and the click saw only half of the press and would ignore the click, so that click is held and replayed too.
 */
const pressedEarly = new Set<string>();

/** A click with no pointer details, as assistive technology sends: the element's own behaviour runs. */
function replayClick(target: Element | undefined) {
  if (target?.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

function islandOf(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest<HTMLElement>('[data-island]')?.dataset.island ?? undefined)
    : undefined;
}

function wake(id: string) {
  touched.add(id);
  waiting.get(id)?.();
  waiting.delete(id);
}

/**
 * React cannot hydrate a part whose code is still loading, so it drops a click that lands there first
 * (and a submit button's click would let the browser send the form itself). Such a click is held and
 * replayed on the same element once the island has hydrated. Links work without the island's code,
 * and a modified click (new tab, download) keeps its meaning, so those pass.
 */
function holdClick(id: string, event: MouseEvent) {
  const { target } = event;
  const early = pressedEarly.delete(id);
  const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  if ((hydrated.has(id) && !early) || modified || !(target instanceof Element) || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  // Hydrated in the middle of the press: replay as soon as this click has finished.
  if (hydrated.has(id)) setTimeout(() => replayClick(target));
  else heldClicks.set(id, target);
}

// Listening on the document, from the moment this module runs (before hydration starts), catches
// events before React's own listeners on the root see them.
if (landingPath !== undefined) {
  for (const type of wakeEvents) {
    document.addEventListener(
      type,
      (event) => {
        const id = islandOf(event.target);
        if (id === undefined) return;
        if (type === 'click') holdClick(id, event as MouseEvent);
        else if (type === 'pointerdown' && !hydrated.has(id)) pressedEarly.add(id);
        if (!hydrated.has(id)) wake(id);
      },
      true,
    );
  }
}

/** Marks an island as hydrated and replays the click it held, if any. */
function ReplayHeldClick({ id }: { id: string }) {
  useEffect(() => {
    hydrated.add(id);
    const target = heldClicks.get(id);
    heldClicks.delete(id);
    replayClick(target);
  }, [id]);
  return null;
}

function whenWanted(id: string): Promise<void> {
  if (touched.has(id) || !document.querySelector(`[data-island="${id}"]`)) return Promise.resolve();
  return new Promise((resolve) => waiting.set(id, resolve));
}

/**
 * A part of a page whose code loads only when the visitor touches it (focus, pointer, key). The server renders
 * it in full, so it reads, lays out and works like the rest of the page (a form posts as HTML meanwhile); in the
 * browser it stays server HTML until touched, then hydrates on its own, keeping what was typed and replaying a
 * click that landed first.
 *
 * @param id Unique on the page; marks the element that is watched.
 * @param load Imports the island's module and picks its component.
 */
export function island<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return pending;
  };
  loaders.add(preload);
  const Deferred = lazy(() =>
    landingPath === undefined || window.location.pathname !== landingPath ? preload() : whenWanted(id).then(preload),
  );

  function Island(props: P) {
    const Component = loaded ?? Deferred;
    return (
      <div data-island={id}>
        <Suspense fallback={null}>
          <Component {...props} />
          <ReplayHeldClick id={id} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${id})`;
  // A dehydrated boundary that receives new props before its code arrives is thrown away and client
  // rendered (empty until loaded); memo keeps a parent's re-render (e.g. a media query settling) out.
  return memo(Island) as unknown as ComponentType<P>;
}
