import { desktopGap, mobileGap } from './gap.css.ts';
import type { SpaceKey } from './sprinkles.css.ts';

/** A key of `vars.space`, or one per breakpoint (`desktop` falls back to `mobile`). */
export type ResponsiveSpace = SpaceKey | { mobile?: SpaceKey; desktop?: SpaceKey };

/** The classes that give an element this gap. */
export function gapClassName(gap: ResponsiveSpace): string {
  if (typeof gap !== 'object') return mobileGap[gap];
  const { mobile, desktop } = gap;
  return [mobile && mobileGap[mobile], desktop && desktop !== mobile && desktopGap[desktop]].filter(Boolean).join(' ');
}
