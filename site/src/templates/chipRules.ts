/** Style rules the site's templates compose their tappable chips from, written once (used by `*.css.ts` only). */
import { vars } from '@tallowood/design-system/css';
import type { StyleRule } from '@vanilla-extract/css';

/** A line of words a finger can tap: centred in a box at least the tap target tall. */
export const tapLine = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
} satisfies StyleRule;

/** A rounded chip on the raised surface, tall enough to tap: a fold's button, a contents link. */
export const pill = {
  ...tapLine,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
} satisfies StyleRule;
