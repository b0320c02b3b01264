/**
 * Screenshot references for every story of the site, light and dark (+ phone where a story asks), with axe on the
 * dark renders: see `.storybook/screenshot-harness.ts`. References live in `__screenshots__/` beside this file.
 */
import { type StoryModule, screenshotStories } from '../../../.storybook/screenshot-harness.ts';

// Globbed from `site/src`, so the keys (and test names) read `./templates/ContentPage.stories.tsx`.
screenshotStories(import.meta.glob<StoryModule>('./**/*.stories.tsx', { base: '../', eager: true }), {
  base: './',
});
