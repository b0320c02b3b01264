import { type ReactNode, Suspense, use, useEffect } from 'react';
import { markHydrated } from '../islands/wake.ts';
import * as styles from './AfterFrame.css.ts';

let frameAdopted = typeof window === 'undefined';
let markAdopted: () => void = () => {};
const adopted = new Promise<void>((resolve) => {
  markAdopted = resolve;
});

/** The parts that follow the frame; once all on the page have committed, the whole page is hydrated. */
type FramedPart = 'content' | 'footer';
const adoptedParts = new Set<string | undefined>();

/**
 * A boundary that holds its children back, on the page's first hydration only, until the frame (header, menus,
 * bars) has been adopted: React then commits the frame on its own and the rest follows in the background, so a press
 * on the menu is answered without waiting for the whole page. The server's HTML stays on screen meanwhile; on the
 * server, and once the frame is adopted, it renders its children as they are. Each part is named to the touch
 * listener (`data-part`), so a press on a button inside it is replayed once it, not only the frame, has hydrated.
 */
export function AfterFrame({ part, children }: { part: FramedPart; children: ReactNode }) {
  return (
    <div data-part={part} className={styles.part}>
      <Suspense fallback={null}>
        <HeldUntilAdopted>{children}</HeldUntilAdopted>
        <Adopted part={part} />
      </Suspense>
    </div>
  );
}

/**
 * A part has been adopted: a press held for it is replayed. Once the frame and every part the page has (a client's
 * demo has no site footer) have been, the page's root says so (`data-hydrated`).
 */
function Adopted({ part }: { part: FramedPart }) {
  useEffect(() => {
    adoptedParts.add(part);
    markHydrated(part);
    const root = document.getElementById('root');
    const parts = [...(root?.querySelectorAll<HTMLElement>('[data-part]') ?? [])].map((each) => each.dataset.part);
    if (parts.every((each) => adoptedParts.has(each))) root?.setAttribute('data-hydrated', '');
  }, [part]);
  return null;
}

function HeldUntilAdopted({ children }: { children: ReactNode }) {
  if (!frameAdopted) use(adopted);
  return children;
}

/** Called by the frame: once it is adopted (committed), what `AfterFrame` holds back may hydrate. */
export function useFrameAdopted(): void {
  useEffect(() => {
    frameAdopted = true;
    markAdopted();
  }, []);
}
