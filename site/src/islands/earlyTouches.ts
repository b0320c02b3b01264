/** What counts as touching: focus, a pointer or finger going down, a key, a click. Not scrolling. */
export const wakeEvents = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'click'] as const;

/**
 * Touches made before the first script ran, kept by the document's inline loader (`firstScriptLoader`) under
 * `window.earlyTouches` until the first script takes them over and stops the recording.
 */
interface EarlyTouches {
  events: Event[];
  stop(): void;
}

declare global {
  interface Window {
    earlyTouches?: EarlyTouches;
  }
}
