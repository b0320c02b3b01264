/**
 * The settings the first script's analytics read. A module of their own, so the first script carries these two
 * values and none of the site's other settings.
 */

/** External calendar for the free 15-minute call (`BOOKING_URL` at build time). */
export const bookingUrl: string = import.meta.env.BOOKING_URL || 'https://calendly.com/tallowood-digital/15min';

/** Analytics tag id (`ANALYTICS_ID` at build time); no tag loads without one. */
export const analyticsId: string = import.meta.env.ANALYTICS_ID || '';
