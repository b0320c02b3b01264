/**
 * Screenshot references for every story of a set of story files, in light and dark. Each story runs as Storybook
 * runs it: loaders, decorators, then its play function, at its own viewport (`globals.viewport`, else desktop), so a
 * reference shows the state the story is named after. Stories that set `parameters.screenshot.phone` are also
 * captured at phone width, play function included. References live in `__screenshots__/` beside the calling test
 * file, one folder per test file.
 *
 * The test page only paints what is inside its viewport, so a capture of a story taller than the viewport is blank
 * below the fold. Stories that set `parameters.screenshot.fullHeight` are captured whole instead, one viewport-high
 * part after another: the first part under the plain name, the next ones with `-part2`, `-part3`… appended. A
 * reference of a part the story no longer reaches (it got shorter) fails the test, so none is left behind unchecked.
 *
 * The dark renders are also checked with axe, by the a11y addon with the same rules as the Storybook project,
 * which checks the light theme.
 */
import { composeStories } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, server } from 'vitest/browser';
import { darkThemeClass } from '../design-system/src/themes/dark.css.ts';

/** A story file's exports, as `import.meta.glob(…, { eager: true })` returns them. */
export type StoryModule = Parameters<typeof composeStories>[0];

type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;

/** The parts of a composed (portable) story this file uses. */
interface PortableStory {
  run(context?: { canvasElement?: HTMLElement }): Promise<void>;
  parameters: {
    viewport?: { options?: ViewportOptions };
    screenshot?: { phone?: boolean; fullHeight?: boolean };
  };
  globals: { viewport?: { value?: string } };
  reporting: { reports: Array<{ type: string; status: string; result?: unknown }> };
}

interface AxeResult {
  violations?: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
  error?: unknown;
}

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** Composes a module's stories for one theme; the a11y addon's axe check runs only for dark (see above). */
function compose(module: StoryModule, theme: Theme) {
  return composeStories(module, {
    initialGlobals: { theme, a11y: { manual: theme !== 'dark' } },
  }) as unknown as Record<string, PortableStory>;
}

/** Pixel size of a named viewport of the Storybook preview (`parameters.viewport.options`). */
function viewportSize(story: PortableStory, name: string) {
  const styles = story.parameters.viewport?.options?.[name]?.styles;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  if (!width || !height) throw new Error(`Unknown viewport "${name}"`);
  return { width, height };
}

/** The viewports a story is captured at: its own, plus phone when it asks for one. */
function viewportsOf(story: PortableStory): string[] {
  const own = story.globals.viewport?.value || 'desktop';
  return story.parameters.screenshot?.phone && own !== 'phone' ? [own, 'phone'] : [own];
}

function axeViolations(story: PortableStory): string[] {
  const report = story.reporting.reports.findLast((entry) => entry.type === 'a11y');
  if (!report) return ['axe did not run'];
  const result = report.result as AxeResult | undefined;
  if (result?.error) return [`axe failed to run: ${String(result.error)}`];
  return (result?.violations ?? []).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Transparent, viewport-high frames over the host, top to bottom: each one fits in view, and a capture of it shows
 * the part of the story beneath.
 */
function partsOf(host: HTMLElement): HTMLElement[] {
  const height = Math.floor(host.getBoundingClientRect().height);
  const step = window.innerHeight;
  host.style.position = 'relative';
  const frames: HTMLElement[] = [];
  for (let top = 0; top < height; top += step) {
    const frame = document.createElement('div');
    frame.dataset.testid = `story-part-${frames.length + 1}`;
    frame.setAttribute('aria-hidden', 'true');
    Object.assign(frame.style, {
      position: 'absolute',
      insetInline: '0',
      top: `${top}px`,
      height: `${Math.min(step, height - top)}px`,
      pointerEvents: 'none',
    });
    host.append(frame);
    frames.push(frame);
  }
  return frames;
}

/**
 * Scrolls through the story a viewport at a time, as a reader would, and back to the top. The kit leaves a band off
 * screen undrawn (`content-visibility: auto`) at a placeholder height until it nears the viewport; drawn once, it
 * keeps its real height, so the story's height is then the one its parts must cover.
 */
async function drawnThrough(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
    window.scrollTo({ top, behavior: 'instant' });
    await frame();
    await frame();
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
}

/**
 * Waits until every image the story shows has arrived and is decoded, so no capture catches a picture half-drawn.
 * Lazy images below the fold would otherwise load only while their part is being captured, and the site's pictures
 * are drawn on request (`site-pictures-plugin.ts`), which takes seconds on a busy machine. An image that fails to
 * load fails the test: a reference must never show a broken picture.
 */
async function imagesArrived(host: HTMLElement): Promise<void> {
  const shown = [...host.querySelectorAll('img')].filter((image) => image.checkVisibility());
  for (const image of shown) image.loading = 'eager';
  const broken: string[] = [];
  await Promise.all(shown.map((image) => image.decode().catch(() => broken.push(image.currentSrc || image.src))));
  expect(broken, 'images that did not load').toEqual([]);
}

/** Whether a stored reference named `name` exists for the running test file, as `toMatchScreenshot` names it. */
async function hasReference(name: string): Promise<boolean> {
  const testPath = expect.getState().testPath ?? '';
  const folder = testPath.slice(0, testPath.lastIndexOf('/'));
  const file = `${folder}/__screenshots__/${testPath.slice(folder.length + 1)}/${name}-${server.browser}-${server.platform}.png`;
  try {
    await server.commands.readFile(file.replace(`${server.config.root}/`, ''));
    return true;
  } catch {
    return false;
  }
}

export interface ScreenshotOptions {
  /** Leading part of the glob's keys left out of each file's `describe` name, e.g. `./components/`. */
  base: string;
}

/**
 * Declares one test per story, viewport and theme for the given story files. Call it once, at the top level of a
 * `*.screenshot.test.tsx` file, with that file's own `import.meta.glob` of the stories it covers.
 */
export function screenshotStories(modules: Record<string, StoryModule>, { base }: ScreenshotOptions): void {
  let host: HTMLElement | undefined;

  beforeAll(() => {
    // The project emulates reduced motion, and the kit's reduced-motion rule shortens every transition to 0.01 ms
    // rather than removing it: any property change then still runs as a transition, which a play function reading
    // styles at once, or RAC waiting out an exit, can catch half-way. Captures show settled states, so none here.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition-duration: 0s !important; }';
    document.head.append(still);
  });

  afterEach(() => {
    // The story itself unmounts when the next one runs (Storybook's portable-story cleanup).
    host?.remove();
    host = undefined;
    document.documentElement.classList.remove(darkThemeClass);
  });

  for (const [file, module] of Object.entries(modules)) {
    const title = (module.default as { title?: string } | undefined)?.title ?? file;
    const light = compose(module, 'light');
    describe(file.replace(base, ''), () => {
      for (const [name, lightStory] of Object.entries(light)) {
        for (const viewport of viewportsOf(lightStory)) {
          for (const theme of themes) {
            test(`${name} ${theme} ${viewport}`, async () => {
              // Composed afresh per capture, so each run starts with its own args and a11y report.
              const story = compose(module, theme)[name] as PortableStory;
              const { width, height } = viewportSize(story, viewport);
              await page.viewport(width, height);
              host = document.createElement('div');
              host.dataset.testid = 'story';
              host.style.padding = '16px';
              host.style.display = 'flow-root';
              document.body.append(host);
              await story.run({ canvasElement: host });
              await document.fonts.ready;
              await imagesArrived(host);
              const reference = `${title}-${name}-${theme}-${viewport}`.replace(/[^\w-]+/g, '-');
              if (story.parameters.screenshot?.fullHeight) {
                await drawnThrough();
                await imagesArrived(host);
                const parts = partsOf(host);
                for (const [index, frame] of parts.entries()) {
                  // Not `scrollIntoView`: the site's `scroll-padding-top` would leave the frame's foot out of view.
                  window.scrollTo({ top: frame.getBoundingClientRect().top + window.scrollY, behavior: 'instant' });
                  await expect
                    .element(page.getByTestId(frame.dataset.testid ?? ''))
                    .toMatchScreenshot(index === 0 ? reference : `${reference}-part${index + 1}`);
                }
                const beyond = `${reference}-part${parts.length + 1}`;
                expect(await hasReference(beyond), `a reference of a part the story no longer has: ${beyond}`).toBe(
                  false,
                );
              } else {
                await expect.element(page.getByTestId('story')).toMatchScreenshot(reference);
              }
              if (theme === 'dark') expect(axeViolations(story), 'axe violations in the dark theme').toEqual([]);
            });
          }
        }
      }
    });
  }
}
