import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { StaticFiles } from './static.ts';

describe('StaticFiles', () => {
  let files: StaticFiles;
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'pricing'));
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("hi")'.repeat(50));
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log("hi")'.repeat(50)));
    writeFileSync(join(dir, 'pricing', 'index.html'), '<h1>Pricing</h1>');
    files = new StaticFiles(dir);
  });

  it('serves hashed assets as immutable, gzipped when accepted', async () => {
    const response = files.respond(
      new Request('http://x/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } }),
      '/assets/app-abc123.js',
    );
    expect(response?.status).toBe(200);
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response?.headers.get('content-encoding')).toBe('gzip');
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves a prerendered page by its path and revalidates it with its ETag', async () => {
    const first = files.respond(new Request('http://x/pricing'), '/pricing');
    expect(await first?.text()).toBe('<h1>Pricing</h1>');
    expect(first?.headers.get('cache-control')).toBe('no-cache');
    const etag = first?.headers.get('etag') ?? '';
    const again = files.respond(new Request('http://x/pricing', { headers: { 'if-none-match': etag } }), '/pricing');
    expect(again?.status).toBe(304);
  });

  it('knows nothing of paths outside the build', () => {
    expect(files.respond(new Request('http://x/nope'), '/nope')).toBeUndefined();
  });
});
