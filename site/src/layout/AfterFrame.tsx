import { type ReactNode, Suspense, use, useEffect } from 'react';

let frameAdopted = typeof window === 'undefined';
let markAdopted: () => void = () => {};
const adopted = new Promise<void>((resolve) => {
  markAdopted = resolve;
});

/**
 * A boundary that holds its children back, on the page's first hydration only, until the frame (header, menus,
 * bars) has been adopted: React then commits the frame on its own and the rest follows in the background, so a press
 * on the menu is answered without waiting for the whole page. The server's HTML stays on screen meanwhile; on the
 * server, and once the frame is adopted, it renders its children as they are.
 */
export function AfterFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HeldUntilAdopted>{children}</HeldUntilAdopted>
    </Suspense>
  );
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
