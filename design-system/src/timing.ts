/** Every timing the product specifies, in milliseconds (re-exported by `constants.ts` with the other thresholds). */
export const timing = {
  /** Desktop mega menu closes this long after the pointer leaves it. */
  menuCloseDelay: 300,
  /**
   * A URL hash scrolls to its element after this delay (lets the page lay out first); the pricing calendar's reveal
   * is such a hash, so it scrolls after this too.
   */
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
} as const;
