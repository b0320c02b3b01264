import { bookingCalendarUrl } from '../config/site.ts';
import type { ContentLink } from '../content/schema.ts';

/**
 * Where a content link goes. A link flagged `calendar` opens the booking page in a new tab (scripts turn it into
 * the control that reveals the page's calendar instead); with no booking page configured it keeps its own address.
 */
export function resolveLink(link: ContentLink): { href: string; newTab: boolean } {
  return link.calendar && bookingCalendarUrl
    ? { href: bookingCalendarUrl, newTab: true }
    : { href: link.href, newTab: false };
}
