/** Every timing and threshold the product specifies, in one place. Milliseconds and CSS pixels. */
// Timings live in a leaf module of their own, so a page's first script can read one without the rest.
export { timing } from './timing.ts';

/**
 * Viewport widths (CSS px) where layouts change, narrowest first. `desktop` is the mobile/desktop split the spec
 * fixes (`layout.mobileBreakpoint`); `tablet` and `wide` are for layouts that need a step before or after it.
 */
export const breakpoints = { tablet: 640, desktop: 768, wide: 1024 } as const;

/** A key of `breakpoints`. */
export type Breakpoint = keyof typeof breakpoints;

/** `min-width` media query per breakpoint: the range from that width up. */
export const breakpointQueries = {
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
} as const satisfies Record<Breakpoint, string>;

export const layout = {
  /** Widths below this are "mobile": hamburger menu, action bar, fewer grid children. */
  mobileBreakpoint: breakpoints.desktop,
  /** Floating actions appear once the page has scrolled further than this. */
  floatingActionsScroll: 400,
  /** Grids show at most this many children under the mobile breakpoint. */
  mobileGridLimit: 8,
  /** Image CDN width requested under the mobile breakpoint. */
  mobileImageWidth: 400,
  /** Image CDN quality requested under the mobile breakpoint. */
  mobileImageQuality: 60,
} as const;

export const toastLimits = {
  /** At most this many toasts are visible at once. */
  maxVisible: 3,
  /** Gap between stacked toasts. */
  gap: 14,
  /** Toast width. */
  width: 356,
  /** A horizontal swipe this far dismisses a toast. */
  swipeThreshold: 50,
} as const;

/** Media query for the mobile range, matching `layout.mobileBreakpoint`. */
export const mobileQuery = `(max-width: ${layout.mobileBreakpoint - 0.02}px)`;
/** Media query for the desktop range (from `breakpoints.desktop`, the mobile/desktop split). */
export const desktopQuery = breakpointQueries.desktop;
/** Media query from `breakpoints.tablet` up. */
export const tabletQuery = breakpointQueries.tablet;
/** Media query from `breakpoints.wide` up. */
export const wideQuery = breakpointQueries.wide;
