/**
 * The site's pictures (`/site-pictures/…`) for the dev server, Storybook and the browser tests: drawn on request with
 * the build's renderer, from the same content, so a story shows what a built page shows. The build writes them as
 * files instead (`prerender.ts`).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import type { PictureDensity, PictureTheme } from '../src/templates/pagePictures.ts';

type Pictures = typeof import('./site-pictures.ts');
type Renderer = typeof import('./page-pictures.ts');

const picturePath = /^\/site-pictures\/([a-z0-9-]+?)(?:-(light|dark))?(@2x)?\.png$/;

/**
 * The picture modules, loaded through Vite once for all requests (it resolves the content and roster modules the
 * pictures read): a page asks for many pictures at once, and loading the same modules for each request in parallel
 * could run one before another had finished evaluating. A changed file loads them afresh.
 */
let loaded: Promise<[Pictures, Renderer]> | undefined;
function pictureModules(server: ViteDevServer): Promise<[Pictures, Renderer]> {
  loaded ??= (async () => {
    const pictures = (await server.ssrLoadModule(
      fileURLToPath(new URL('./site-pictures.ts', import.meta.url)),
    )) as Pictures;
    const renderer = (await server.ssrLoadModule(
      fileURLToPath(new URL('./page-pictures.ts', import.meta.url)),
    )) as Renderer;
    return [pictures, renderer];
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

let jobs: ReturnType<Pictures['sitePictureJobs']> | undefined;

/** Pictures already drawn, by path: a story file asks for the same ones in each theme and viewport. */
const drawn = new Map<string, Promise<Buffer | undefined>>();

async function draw(
  server: ViteDevServer,
  name: string,
  theme: PictureTheme | undefined,
  density: PictureDensity,
): Promise<Buffer | undefined> {
  const [{ sitePictureJobs }, { renderPagePicture }] = await pictureModules(server);
  if (!jobs) {
    jobs = sitePictureJobs();
    jobs.catch(() => {
      jobs = undefined;
    });
  }
  const job = (await jobs).find((candidate) => candidate.name === name && candidate.theme === theme);
  return job ? renderPagePicture(job.look, density) : undefined;
}

export function sitePictures(): Plugin {
  return {
    name: 'site-pictures',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', () => {
        loaded = undefined;
        jobs = undefined;
        drawn.clear();
      });
      server.middlewares.use((request, response, next) => {
        const match = picturePath.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        const [path, name = '', theme, double] = match;
        let png = drawn.get(path);
        if (!png) {
          png = draw(server, name, theme as PictureTheme | undefined, double ? 2 : 1);
          drawn.set(path, png);
          png.catch(() => drawn.delete(path));
        }
        png.then((file) => {
          if (!file) return next();
          response.setHeader('Content-Type', 'image/png');
          response.end(file);
        }, next);
      });
    },
  };
}
