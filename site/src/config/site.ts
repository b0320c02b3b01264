/** Public origin used for canonical and social URLs (`SITE_URL` at build time). */
export const siteUrl: string = import.meta.env.SITE_URL || 'https://www.tallowood.digital';

/** The page's absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/** External calendar for the free 15-minute call (`BOOKING_URL` at build time). */
export const bookingUrl: string = import.meta.env.BOOKING_URL || 'https://calendly.com/tallowood-digital/15min';

/** Analytics tag id (`ANALYTICS_ID` at build time); no tag loads without one. */
export const analyticsId: string = import.meta.env.ANALYTICS_ID || '';
