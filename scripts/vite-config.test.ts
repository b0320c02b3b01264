/**
 * Building and serving need no test browser: the Vite config loads, for a build or for Vitest, on a machine where the
 * Chromium finder finds nothing; only a browser project, when it starts, asks for Chromium and says how to get it.
 */
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const saved = process.env.CHROMIUM_PATH;

beforeEach(() => {
  // The finder trusts CHROMIUM_PATH alone when it is set: a path that does not exist is a machine without Chromium.
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
});
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

interface Project {
  test?: { name?: string; browser?: { provider?: { providerFactory(project: unknown): unknown } } };
}

describe('vite.config.ts without Chromium', () => {
  it('loads for the client and the SSR build', async () => {
    for (const isSsrBuild of [false, true]) {
      const loaded = await loadConfigFromFile({ command: 'build', mode: 'production', isSsrBuild }, configFile);
      expect(loaded?.config.build?.outDir).toMatch(isSsrBuild ? /server$/ : /client$/);
    }
  });

  it('loads for Vitest; a browser project asks for Chromium when it starts, naming `npm run chromium`', async () => {
    const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, configFile);
    const projects = (loaded?.config.test?.projects ?? []) as Project[];
    expect(projects.map((project) => project.test?.name)).toEqual(['unit', 'storybook', 'screenshots']);
    for (const name of ['storybook', 'screenshots']) {
      const provider = projects.find((project) => project.test?.name === name)?.test?.browser?.provider;
      await expect(Promise.resolve().then(() => provider?.providerFactory({}))).rejects.toThrow(
        /No Chromium found for the browser suites\. Run `npm run chromium`/,
      );
    }
  });
});
