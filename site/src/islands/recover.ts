/**
 * Code that fails to load never costs a visitor the page. A chunk that fails (a flaky network, or a deploy that
 * replaced the hashed files while the tab was open) is fetched once more; if that fails too, the page reloads itself
 * once at the same address (the browser keeps the scroll position), and after that the server's HTML stays in place
 * and keeps working. Every such failure is reported to the server.
 */

/** The session key that remembers a reload made for failed code, so a page that keeps failing does not loop. */
const reloadKey = 'tallowood:reloaded-for-code';

/** How long a reload made for failed code stops another: long enough to break a loop, short enough for a new deploy. */
const reloadGuardMs = 5 * 60_000;

/** At most this many reports a page view, so a broken page cannot flood the server. */
let reportsLeft = 5;

export type ClientErrorKind = 'chunk' | 'render' | 'hydration';

/** Tells the server what went wrong, without anything the visitor typed: the kind, the part, the message, the path. */
export function reportClientError(kind: ClientErrorKind, error: unknown, part?: string): void {
  if (reportsLeft-- <= 0 || !navigator.sendBeacon) return;
  const message = String((error as Error | undefined)?.message ?? error).slice(0, 300);
  const body = JSON.stringify({ kind, part, path: window.location.pathname, message });
  navigator.sendBeacon('/api/client-errors', new Blob([body], { type: 'application/json' }));
}

/** Runs `load`, and once more if it fails (the browser fetches a failed module again); a second failure is reported. */
export function loadChunk<T>(load: () => Promise<T>, part: string): Promise<T> {
  return load()
    .catch(load)
    .catch((error: unknown) => {
      reportClientError('chunk', error, part);
      throw error;
    });
}

/**
 * Reloads the page, unless it was reloaded for failed code in the last few minutes or the visitor has typed into it.
 * Returns whether it reloads (the caller then waits for the page to go).
 */
export function reloadOnce(): boolean {
  // A reload would lose what the visitor has typed: the server's HTML carries on instead (a form still posts).
  if (
    [...document.querySelectorAll('input, textarea')].some((field) => {
      const typed = field as HTMLInputElement;
      return typed.value !== typed.defaultValue;
    })
  )
    return false;
  try {
    if (Date.now() - Number(sessionStorage.getItem(reloadKey)) < reloadGuardMs) return false;
    sessionStorage.setItem(reloadKey, String(Date.now()));
  } catch {
    // Without session storage a reload could not be told from a loop.
    return false;
  }
  location.reload();
  return true;
}

/** A promise that never settles: what a part waits on while the page reloads, or once its code is given up. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
