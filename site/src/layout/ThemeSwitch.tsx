import { island } from '../islands/island.tsx';

/**
 * The light / dark / system switch as islands: the head script applies the stored theme before the first
 * paint, so the switch itself is needed only when someone reaches for it. In the header it loads once
 * shown (desktop); in the phone menu, once the menu opens; on a client's demo, in the agency's bar.
 */
const loadThemeToggle = () => import('../widgets/themeToggle.ts').then((module) => module.ThemeToggle);

export const HeaderThemeSwitch = island('theme-switch-header', loadThemeToggle);

export const MenuThemeSwitch = island('theme-switch-menu', loadThemeToggle);

export const DemoThemeSwitch = island('theme-switch-demo', loadThemeToggle);
