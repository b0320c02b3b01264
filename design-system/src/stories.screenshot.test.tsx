/**
 * Screenshot references for every story of the kit, light and dark (+ phone where a story asks), with axe on the
 * dark renders: see `.storybook/screenshot-harness.ts`. References live in `__screenshots__/` beside this file.
 */
import { type StoryModule, screenshotStories } from '../../.storybook/screenshot-harness.ts';

screenshotStories(import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true }), {
  base: './components/',
});
