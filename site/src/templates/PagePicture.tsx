import { dark, light } from './Art.css.ts';
import { image as oneTheme } from './PagePicture.css.ts';
import { type PictureTheme, pagePictureFile, pagePictureSize } from './pagePictures.ts';

export interface PagePictureProps {
  /** The picture's name: its files are `/site-pictures/<name>[-<theme>][@2x].png`. */
  name: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  className?: string;
  /**
   * Drawn once per theme of this site (the portfolio's demos), rather than once in the colours of the site it shows.
   * @default false
   */
  themed?: boolean;
  /**
   * On the first screen: fetched at once. Otherwise the browser fetches it only when scrolled near.
   * @default false
   */
  eager?: boolean;
}

/**
 * A build-time picture of a site's first screen (`build/page-pictures.ts`) at one and two device pixels per CSS
 * pixel. A themed picture is two images, of which the one the theme hides is never fetched while lazy.
 */
export function PagePicture({ name, alt, className, themed = false, eager = false }: PagePictureProps) {
  const image = (theme?: PictureTheme) => (
    <img
      key={theme ?? 'one'}
      src={pagePictureFile(name, 1, theme)}
      srcSet={`${pagePictureFile(name, 2, theme)} 2x`}
      alt={alt}
      className={theme ? { light, dark }[theme] : oneTheme}
      width={pagePictureSize.width}
      height={pagePictureSize.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  return <div className={className}>{themed ? [image('light'), image('dark')] : image()}</div>;
}
