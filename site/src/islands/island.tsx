import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react';
import { PartBoundary } from './PartBoundary.tsx';
import { loadChunk, never, reloadOnce } from './recover.ts';
import { markFailed, markHydrated, whenTouched } from './wake.ts';

/** Every island's loader, so the server can have them all before it renders a page. */
const loaders = new Set<() => Promise<unknown>>();

/** Loads every island the pages imported so far; the server awaits it before rendering. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load()));
}

// Islands wait only on the page the server rendered; a page reached by client-side navigation has no
// server HTML to show meanwhile, so its islands load at once.
const landingPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/** Marks an island as hydrated (`data-hydrated`), which replays the click it held, if any. */
function MarkHydrated({ id }: { id: string }) {
  useEffect(() => markHydrated(id), [id]);
  return null;
}

function whenWanted(id: string): Promise<void> {
  return document.querySelector(`[data-island="${id}"]`) ? whenTouched(id) : Promise.resolve();
}

/**
 * A part of a page whose code loads only when the visitor touches it (focus, pointer, key). The server renders
 * it in full, so it reads, lays out and works like the rest of the page (a form posts as HTML meanwhile); in the
 * browser it stays server HTML until touched, then hydrates on its own, keeping what was typed and replaying a
 * click that landed first. If its code cannot load (after one retry and one reload of the page), the server HTML
 * stays and keeps working; if it fails to render once woken, it shows an apology instead.
 *
 * @param id Unique on the page (the build checks); marks the element that is watched.
 * @param load Imports the island's module and picks its component.
 */
export function island<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= loadChunk(load, id).then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // The server needs every island: a failure there is a broken build.
        if (typeof window === 'undefined') throw error;
        if (!reloadOnce()) markFailed(id);
        return never<{ default: ComponentType<P> }>();
      },
    );
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
        <PartBoundary part={id}>
          <Suspense fallback={null}>
            <Component {...props} />
            <MarkHydrated id={id} />
          </Suspense>
        </PartBoundary>
      </div>
    );
  }
  Island.displayName = `Island(${id})`;
  // A dehydrated boundary that receives new props before its code arrives is thrown away and client
  // rendered (empty until loaded); memo keeps a parent's re-render (e.g. a media query settling) out.
  return memo(Island) as unknown as ComponentType<P>;
}
