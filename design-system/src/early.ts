/**
 * What a page's first script may use before the kit's components load: plain DOM, no React, no styles, so a page
 * that works as server HTML can keep its first load small.
 */
export { type EarlyCheck, showEarlyProblems } from './components/ErrorSummary/early.ts';
export {
  followMobileActionBarDismissals,
  hideDismissedMobileActionBars,
} from './components/MobileActionBar/dismissal.ts';
export { followThemeChoices } from './components/ThemeToggle/theme.ts';
export { timing } from './timing.ts';
export { followJumpLinks } from './utils/jump.ts';
export { scrollToId } from './utils/scroll.ts';
