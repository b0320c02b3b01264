import { type ComponentType, lazy, memo, Suspense } from 'react';

/** Every island's loader, so the server can have them all before it renders a page. */
const loaders = new Set<() => Promise<unknown>>();

/** Loads every island the pages imported so far; the server awaits it before rendering. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load()));
}

// Islands wait only on the page the server rendered; a page reached by client-side navigation has no
// server HTML to show meanwhile, so its islands load at once.
const landingPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/** What brings an island to life ahead of use: coming within a screen of the viewport, or being touched. */
const wakeEvents = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

function whenWanted(id: string): Promise<void> {
  const element = document.querySelector(`[data-island="${id}"]`);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      observer.disconnect();
      for (const type of wakeEvents) element.removeEventListener(type, wake, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    for (const type of wakeEvents) element.addEventListener(type, wake, true);
  });
}

/**
 * A part of a page whose code loads only when the visitor comes near it (a form further down the page).
 * The server renders it in full, so it reads and lays out like the rest of the page; in the browser it
 * stays server HTML until wanted, then hydrates on its own.
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
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${id})`;
  // A dehydrated boundary that receives new props before its code arrives is thrown away and client
  // rendered (empty until loaded); memo keeps a parent's re-render (e.g. a media query settling) out.
  return memo(Island) as unknown as ComponentType<P>;
}
