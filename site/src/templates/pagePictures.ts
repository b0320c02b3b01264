/**
 * Where the build writes its pictures of sites' first screens (`build/page-pictures.ts`), and their size: the page
 * names the files the build draws, from the picture's name alone, so neither needs the other's code.
 */

/** Every picture's box in CSS pixels: the card frame's 4:3, as wide as a card is at most. */
export const pagePictureSize = { width: 400, height: 300 } as const;

export type PictureTheme = 'light' | 'dark';
export type PictureDensity = 1 | 2;

/**
 * A picture's file: `theme` for a picture drawn for each of the site's themes; a picture of a site in its own
 * colours (a redesign's old or new look) is one file that reads in both. Named for what it shows rather than by its bytes: only `/assets/` is served as immutable, so a
 * hash would buy no caching, and a page can name the file without the build's drawing in the browser's code.
 */
export function pagePictureFile(name: string, density: PictureDensity, theme?: PictureTheme): string {
  return `/site-pictures/${name}${theme ? `-${theme}` : ''}${density === 2 ? '@2x' : ''}.png`;
}

/** The picture of a redesign's old or new site. */
export function redesignPictureName(client: string, when: 'before' | 'after'): string {
  return `${client}-${when}`;
}
