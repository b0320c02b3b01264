import type { ImgHTMLAttributes } from 'react';
import { mobileQuery } from '../../constants.ts';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Image.css.ts';
import { imageSrcSet, isImageCdnUrl, mobileImageUrl } from './imageUrl.ts';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading' | 'srcSet'> {
  /** Image address. */
  src: string;
  /** Text alternative; `""` marks the image as decorative. Always required, so it is never forgotten. */
  alt: string;
  /** Intrinsic width in pixels: reserves the space before the image loads (no layout shift). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /**
   * The page's main (LCP) image: loads eagerly with `fetchpriority="high"` instead of lazily.
   * @default false
   */
  priority?: boolean;
  /**
   * Treat `src` as a resizing image CDN: phones get a 400 px, quality 60 WebP through `<picture>`.
   * Detected from `w`, `q` or `fm` query parameters when not given.
   * @default undefined
   */
  cdn?: boolean;
  /**
   * For CDN images, widths to offer in `srcset` (use with `sizes`).
   * @default undefined
   */
  widths?: readonly number[];
  /**
   * An explicit `srcset` (e.g. from the build); wins over `widths`.
   * @default undefined
   */
  srcSet?: string;
}

/**
 * An `<img>` that never shifts the layout (width and height required), loads lazily and decodes
 * off the main thread unless it is the `priority` image, and asks an image CDN for a small WebP on
 * phones.
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  cdn,
  widths,
  srcSet,
  className,
  ...props
}: ImageProps) {
  const isCdn = cdn ?? isImageCdnUrl(src);
  const img = (
    <img
      {...props}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet ?? (isCdn && widths ? imageSrcSet(src, widths) : undefined)}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cx(styles.root, className)}
    />
  );
  if (!isCdn) return img;
  return (
    <picture className={styles.picture}>
      <source media={mobileQuery} srcSet={mobileImageUrl(src)} type="image/webp" />
      {img}
    </picture>
  );
}
