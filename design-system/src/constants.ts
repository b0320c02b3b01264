/** Every timing and threshold the product specifies, in one place. Milliseconds and CSS pixels. */
export const timing = {
  /** Desktop mega menu closes this long after the pointer leaves it. */
  menuCloseDelay: 300,
  /** A URL hash scrolls to its element after this delay (lets the page lay out first). */
  hashScrollDelay: 100,
  /** The mobile action bar appears this long after the page loads. */
  mobileBarDelay: 3000,
  /** Social proof: the first toast appears after this long. */
  socialProofFirst: 10_000,
  /** Social proof: a new toast every this often on wide screens. */
  socialProofInterval: 8000,
  /** Social proof: a new toast every this often under the mobile breakpoint. */
  socialProofIntervalMobile: 15_000,
  /** Social proof: each toast stays this long. */
  socialProofVisible: 5000,
  /** Toasts dismiss themselves after this long unless paused. */
  toastDuration: 5000,
  /** Tooltip opens after the pointer rests on its trigger this long (keyboard focus opens it at once). */
  tooltipDelay: 700,
  /**
   * Skip delay: after a tooltip closes, pointing at another trigger within this long opens that one at once, with
   * no `tooltipDelay`. A tooltip closes as soon as the pointer leaves; this is not a close delay. RAC's own
   * `closeDelay` keeps a tooltip open after the pointer leaves, and its warm-up window is at least 500 ms, so the
   * kit's `TooltipTrigger` times opening itself (RAC's delays at 0).
   */
  tooltipSkipDelay: 300,
  /** Pricing calendar reveal scrolls to it after this long. */
  revealScrollDelay: 100,
} as const;

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
