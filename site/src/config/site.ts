/** Public origin used for canonical and social URLs (`SITE_URL` at build time). */
export const siteUrl: string = import.meta.env.SITE_URL || 'https://www.tallowood.digital';

/** The page's absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}
