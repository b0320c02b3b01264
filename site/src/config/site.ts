/** Public origin used for canonical and social URLs (`SITE_URL` at build time). */
export const siteUrl: string = import.meta.env.SITE_URL || 'https://www.tallowood.digital';

/** The page's absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

export { analyticsId, bookingUrl } from './tracking.ts';

/**
 * The booking page of the free 30-minute strategy call (`BOOKING_CALENDAR_URL` at build time, e.g.
 * `https://calendly.com/tallowood-digital/30min`). When set, pages with a calendar section embed it, loading the
 * calendar's widget only once a visitor asks for it; when empty, no request ever goes to the calendar's host and
 * the calendar's links lead to the consultation form instead.
 */
export const bookingCalendarUrl: string = import.meta.env.BOOKING_CALENDAR_URL || '';

/** The calendar's embed: its script and stylesheet, loaded once, after a visitor reveals the calendar. */
export const bookingWidget = {
  script: 'https://assets.calendly.com/assets/external/widget.js',
  stylesheet: 'https://assets.calendly.com/assets/external/widget.css',
} as const;

/** Pages with a calendar section: the only ones whose security policy lets the calendar's hosts in. */
export const calendarPages: readonly string[] = ['/pricing'];
