export { scroller as tableScroller, stackedTable } from './components/DataTable/DataTable.css.ts';
export { inverseScope } from './components/Section/Section.css.ts';
export {
  type Breakpoint,
  breakpointQueries,
  breakpoints,
  desktopQuery,
  layout,
  mobileQuery,
  tabletQuery,
  wideQuery,
} from './constants.ts';
export { focusRing } from './styles/focus.css.ts';
export { type ResponsiveStyleRule, responsiveStyle } from './styles/responsive.ts';
export { scriptedOnly } from './styles/scripting.css.ts';
export { type SpaceKey, type Sprinkles, sprinkles } from './styles/sprinkles.css.ts';
export { visuallyHidden } from './styles/visuallyHidden.css.ts';
export { vars } from './themes/contract.css.ts';
export { darkThemeClass } from './themes/dark.css.ts';
