import type { Context } from 'hono';
import type { RenderResult } from '../src/entry-server.tsx';
import type { StaticFiles } from './static.ts';

export interface PageRenderer {
  render(url: string): Promise<RenderResult>;
  fillTemplate(template: string, result: RenderResult): string;
}

/**
 * Serves pages: prerendered files and assets straight from the build, anything else rendered on
 * request (dynamic routes, and the not-found page with HTTP 404).
 */
export function pageHandler(options: {
  files?: StaticFiles;
  template: () => Promise<string>;
  renderer: () => Promise<PageRenderer>;
}) {
  return async (c: Context) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return c.redirect(`${url.pathname.replace(/\/+$/, '')}${url.search}`, 301);
    }
    const file = options.files?.respond(c.req.raw, url.pathname);
    if (file) return file;
    const renderer = await options.renderer();
    const result = await renderer.render(`${url.pathname}${url.search}`);
    const html = renderer.fillTemplate(await options.template(), result);
    return c.html(html, result.status as 200 | 404, {
      'Cache-Control': result.status === 200 ? 'no-cache' : 'no-store',
    });
  };
}
