export { focusRing } from './styles/focus.css.ts';
export { visuallyHidden } from './styles/visuallyHidden.css.ts';
export { vars } from './themes/contract.css.ts';
