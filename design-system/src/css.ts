export { desktopQuery, layout, mobileQuery } from './constants.ts';
export { focusRing } from './styles/focus.css.ts';
export { type SpaceKey, type Sprinkles, sprinkles } from './styles/sprinkles.css.ts';
export { visuallyHidden } from './styles/visuallyHidden.css.ts';
export { vars } from './themes/contract.css.ts';
