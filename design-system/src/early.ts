/**
 * Plain modules: no React, no styles. A page's first script uses them before the kit's components load, so a page
 * that works as server HTML keeps its first load small; build code (the Markdown pipeline) follows the kit's link
 * rule through them.
 */
export { type EarlyCheck, showEarlyProblems } from './components/ErrorSummary/early.ts';
export {
  followMobileActionBarDismissals,
  hideDismissedMobileActionBars,
} from './components/MobileActionBar/dismissal.ts';
export { followThemeChoices } from './components/ThemeToggle/theme.ts';
export { timing } from './timing.ts';
export { followJumpLinks } from './utils/jump.ts';
export { isOffSite, newTabAttributes, newTabNote } from './utils/links.ts';
export { scrollToId } from './utils/scroll.ts';
