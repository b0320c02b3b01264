import { createContext, type ReactNode, useContext } from 'react';

/** The timer functions timed components use, so stories and tests can drive time by hand. */
export interface Clock {
  /** Milliseconds since an arbitrary start; only differences mean anything. */
  now(): number;
  /** When the page was first painted, on the scale of `now()`: timings a visitor sees count from there. */
  paintedAt(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number | undefined): void;
}

/** The browser's own timers: what every timed component uses unless a `ClockProvider` says otherwise. */
export const browserClock: Clock = {
  now: () => performance.now(),
  // The first paint with content (or any paint) the browser recorded; before one, the navigation's start.
  paintedAt: () =>
    (performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0])
      ?.startTime ?? 0,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
};

const ClockContext = createContext<Clock>(browserClock);

/** Gives the components below a clock; without one they use the browser's timers. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest `ClockProvider`, else the browser's. */
export function useClock(): Clock {
  return useContext(ClockContext);
}

interface Timer {
  id: number;
  at: number;
  every?: number;
  callback: () => void;
}

/** A clock that moves only when told: `advance(ms)` fires every timer due, in order. */
export interface ManualClock extends Clock {
  /** Milliseconds advanced so far. */
  now(): number;
  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void;
  /** Sets when the page was painted; until set, it was painted just now (whatever `now()` reads). */
  setPaintedAt(ms: number | undefined): void;
}

export function createManualClock(): ManualClock {
  let now = 0;
  let painted: number | undefined;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (callback: () => void, ms: number, every?: number) => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), every, callback });
    return id;
  };
  const remove = (id: number | undefined) => {
    if (id !== undefined) timers.delete(id);
  };
  return {
    now: () => now,
    paintedAt: () => painted ?? now,
    setPaintedAt(ms) {
      painted = ms;
    },
    setTimeout: (callback, ms) => add(callback, ms),
    setInterval: (callback, ms) => add(callback, ms, Math.max(1, ms)),
    clearTimeout: remove,
    clearInterval: remove,
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.values()]
          .filter((timer) => timer.at <= target)
          .sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else timers.delete(due.id);
        due.callback();
      }
      now = target;
    },
  };
}
