import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Extensions worth storing precompressed. */
export const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

interface StaticFile {
  path: string;
  type: string;
  etag: string;
  /** The bytes as stored, and their precompressed copies: read once at start, served from memory. */
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Every file of the client build, read once at start and served from memory, by URL path. */
export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();

  constructor(readonly dir: string) {
    this.scan(dir);
  }

  private scan(dir: string) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        this.scan(path);
        continue;
      }
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const url = `/${relative(this.dir, path).split(sep).join('/')}`;
      const raw = readFileSync(path);
      const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`;
      const file: StaticFile = { path, type: contentTypes[extname(name)] ?? 'application/octet-stream', etag, raw };
      if (safeExists(`${path}.br`)) file.br = readFileSync(`${path}.br`);
      if (safeExists(`${path}.gz`)) file.gzip = readFileSync(`${path}.gz`);
      this.files.set(url, file);
    }
  }

  /** The file for a URL path: the exact file, or a prerendered `index.html` below it. */
  lookup(pathname: string): StaticFile | undefined {
    const exact = this.files.get(pathname);
    if (exact) return exact;
    const base = pathname.endsWith('/') ? pathname : `${pathname}/`;
    return this.files.get(`${base}index.html`);
  }

  /** Each prerendered page (an `index.html`) by its path, with its markup. */
  *pages(): Generator<{ path: string; html: string }> {
    for (const [url, file] of this.files)
      if (url.endsWith('/index.html'))
        yield { path: url.slice(0, -'/index.html'.length) || '/', html: file.raw.toString('utf8') };
  }

  /**
   * A response for the file, honouring `Accept-Encoding` and `If-None-Match`. With another `status`
   * (the not-found page's 404) it is sent in full and not stored by caches.
   */
  respond(request: Request, pathname: string, status = 200): Response | undefined {
    const file = this.lookup(pathname);
    if (!file) return undefined;
    const headers = new Headers({
      'Content-Type': file.type,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
      'Cache-Control': status === 200 ? cacheControl(pathname, file.type) : 'no-store',
    });
    if (status === 200 && request.headers.get('if-none-match') === file.etag)
      return new Response(null, { status: 304, headers });
    const accepted = request.headers.get('accept-encoding') ?? '';
    let bytes = file.raw;
    if (file.br && /\bbr\b/.test(accepted)) {
      bytes = file.br;
      headers.set('Content-Encoding', 'br');
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      bytes = file.gzip;
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(
      request.method === 'HEAD'
        ? null
        : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
      {
        status,
        headers,
      },
    );
  }
}

function cacheControl(pathname: string, type: string): string {
  // Hashed build output never changes under its name; pages must revalidate so a deploy shows at once.
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

function safeExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
