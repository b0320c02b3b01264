import { layout } from '../../constants.ts';

/** Query parameters that mark a URL as served by a resizing image CDN (the imgix convention). */
const cdnParams = ['w', 'q', 'fm'] as const;

// Any absolute base works: it only lets `URL` parse relative paths, and is stripped again.
const relativeBase = 'http://relative.invalid';

function parse(src: string): { url: URL; relative: boolean } {
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(src) && !src.startsWith('//');
  return { url: new URL(src, relativeBase), relative };
}

function serialise(url: URL, relative: boolean): string {
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Whether `src` looks like an image-CDN URL that resizes on query parameters (`w`, `q`, `fm`). */
export function isImageCdnUrl(src: string): boolean {
  const { url } = parse(src);
  return cdnParams.some((name) => url.searchParams.has(name));
}

/** `src` with the given CDN parameters set (replacing any already there), other parameters kept in order. */
export function withImageParams(src: string, params: { width?: number; quality?: number; format?: string }): string {
  const { url, relative } = parse(src);
  if (params.width !== undefined) url.searchParams.set('w', String(params.width));
  if (params.quality !== undefined) url.searchParams.set('q', String(params.quality));
  if (params.format !== undefined) url.searchParams.set('fm', params.format);
  return serialise(url, relative);
}

/**
 * A `srcset` value asking an image CDN for each width: `…?w=400 400w, …?w=800 800w`.
 * Widths must be positive whole numbers; they are de-duplicated and sorted.
 */
export function imageSrcSet(src: string, widths: readonly number[]): string {
  if (widths.length === 0) throw new RangeError('imageSrcSet: give at least one width');
  for (const width of widths) {
    if (!Number.isInteger(width) || width <= 0) {
      throw new RangeError(`imageSrcSet: widths must be positive whole numbers, got ${width}`);
    }
  }
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => `${withImageParams(src, { width })} ${width}w`)
    .join(', ');
}

/** The small, light variant phones get from an image CDN: width 400, quality 60, WebP. */
export function mobileImageUrl(src: string): string {
  return withImageParams(src, {
    width: layout.mobileImageWidth,
    quality: layout.mobileImageQuality,
    format: 'webp',
  });
}
