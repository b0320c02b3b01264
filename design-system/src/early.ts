/**
 * What a page's first script may use before the kit's components load: plain DOM, no React, no styles, so a page
 * that works as server HTML can keep its first load small.
 */
export { hideDismissedMobileActionBars } from './components/MobileActionBar/dismissal.ts';
export { timing } from './constants.ts';
export { followJumpLinks } from './utils/jump.ts';
export { scrollToId } from './utils/scroll.ts';
