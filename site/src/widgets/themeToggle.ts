/** The theme switch's code, in its own chunk (see `ThemeSwitch` in the layout). */
export { ThemeToggle } from '@tallowood/design-system';
