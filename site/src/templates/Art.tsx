import { lazy, Suspense, useId } from 'react';
import type { Art as ArtData } from '../content/schema.ts';
import * as styles from './Art.css.ts';
import type ArtDrawing from './ArtDrawing.tsx';

type Drawing = typeof ArtDrawing;

/** A drawing the server sends as two image files, one per theme. */
export interface ArtFiles {
  light: string;
  dark: string;
  width: number;
  height: number;
}

/** How the server draws: inline, or as files (`undefined` for a drawing without a fixed size, which stays inline). */
export interface ServerArt {
  Drawing: Drawing;
  files: (art: ArtData) => ArtFiles | undefined;
}

// The server registers its drawing before it renders (entry-server), so the browser's first load never carries it.
let server: ServerArt | undefined;
export function registerServerArt(art: ServerArt): void {
  server = art;
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

export interface ArtProps {
  art: ArtData;
  className?: string;
  /**
   * The drawing sits below the first screen, or shows only on wider screens: the server sends it as image files, one
   * per theme, that the browser fetches only once shown and scrolled near, so the page's document stays small and
   * arrives sooner.
   * @default false
   */
  deferred?: boolean;
}

/**
 * A content entry's illustration. Drawings never change once drawn, so the browser keeps the server's SVG (or
 * images) as they are and the drawing code stays off the first load; it loads only when a page is rendered in the
 * browser after a client-side navigation.
 */
export function Art({ art, className, deferred = false }: ArtProps) {
  const id = useId();
  if (import.meta.env.SSR) {
    if (!server) throw new Error('registerServerArt() must run before rendering on the server');
    const files = deferred ? server.files(art) : undefined;
    if (files) {
      const alt = art.kind === 'mockup' ? (art.label ?? '') : '';
      const loadsLazily = { width: files.width, height: files.height, loading: 'lazy', decoding: 'async' } as const;
      return (
        <div data-art={id} className={className}>
          <img src={files.light} alt={alt} className={styles.light} {...loadsLazily} />
          <img src={files.dark} alt={alt} className={styles.dark} {...loadsLazily} />
        </div>
      );
    }
    return (
      <div data-art={id} className={className}>
        <server.Drawing art={art} />
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
