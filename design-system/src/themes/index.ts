import './light.css.ts';

export { vars } from './contract.css.ts';
export { darkThemeClass } from './dark.css.ts';
