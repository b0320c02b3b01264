import { lazy, Suspense, useId } from 'react';
import type { Art as ArtData } from '../content/schema.ts';
import type ArtDrawing from './ArtDrawing.tsx';

type Drawing = typeof ArtDrawing;

// The server registers the drawing before it renders (entry-server), so the browser's first load never carries it.
let ServerDrawing: Drawing | undefined;
export function registerServerDrawing(drawing: Drawing): void {
  ServerDrawing = drawing;
}

let LoadedDrawing: Drawing | undefined;
/** Loads the drawing code ahead of a render in the browser (stories, a page about to be shown). */
export function preloadArt(): Promise<unknown> {
  return import('./ArtDrawing.tsx').then((module) => {
    LoadedDrawing = module.default;
    return module;
  });
}
const LazyDrawing = lazy(() => import('./ArtDrawing.tsx'));

/** The markup the server sent for a drawing, while the page is being hydrated. */
function serverMarkup(id: string): string | undefined {
  return document.querySelector(`[data-art="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * A content entry's illustration. Drawings never change once drawn, so the browser keeps the server's SVG as it
 * is and the drawing code stays off the first load; it loads only when a page is rendered in the browser after a
 * client-side navigation.
 */
export function Art({ art, className }: { art: ArtData; className?: string }) {
  const id = useId();
  if (import.meta.env.SSR) {
    if (!ServerDrawing) throw new Error('registerServerDrawing() must run before rendering on the server');
    return (
      <div data-art={id} className={className}>
        <ServerDrawing art={art} />
      </div>
    );
  }
  const markup = serverMarkup(id);
  if (markup !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup for this element, kept as it is.
    return <div data-art={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  if (LoadedDrawing) {
    return (
      <div data-art={id} className={className}>
        <LoadedDrawing art={art} />
      </div>
    );
  }
  return (
    <div data-art={id} className={className}>
      <Suspense fallback={null}>
        <LazyDrawing art={art} />
      </Suspense>
    </div>
  );
}
