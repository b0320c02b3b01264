import type { StyleRule } from '@vanilla-extract/css';
import { type Breakpoint, breakpointQueries, breakpoints } from '../constants.ts';

type MediaRules = NonNullable<StyleRule['@media']>;

/** What one breakpoint of `responsiveStyle` applies: a `style()` rule without its own `@media` block. */
export type ResponsiveStyleRule = MediaRules[string];

/** Breakpoint names, narrowest first. */
const ascending = (Object.keys(breakpoints) as Breakpoint[]).sort((a, b) => breakpoints[a] - breakpoints[b]);

/**
 * The `@media` block of a vanilla-extract style, one `min-width` query per breakpoint given:
 * `style({ padding: vars.space['4'], ...responsiveStyle({ desktop: { padding: vars.space['8'] } }) })`.
 * Queries are written narrowest first whatever the key order, so a wider breakpoint wins where both match.
 * Spreading it replaces any other `@media` key of the same object: merge its `'@media'` value by hand there.
 */
export function responsiveStyle(rules: Partial<Record<Breakpoint, ResponsiveStyleRule>>): { '@media': MediaRules } {
  const media: MediaRules = {};
  for (const name of ascending) {
    const rule = rules[name];
    if (rule) media[breakpointQueries[name]] = rule;
  }
  return { '@media': media };
}
