import { createContext, use } from 'react';
import { bookingCalendarUrl } from '../config/site.ts';
import type { ContentLink } from '../content/schema.ts';

/** The id of the page's booking calendar section, if it has one. */
export const CalendarSection = createContext<string | undefined>(undefined);

/**
 * Where a content link goes. A link flagged `calendar` is an in-page link to the page's calendar section, which
 * the stylesheet reveals as the link's target: it works on the first tap, before any code and without it. With no
 * booking page configured (or no calendar on the page) it keeps its own address; one to another site opens in a
 * new tab, as every such link does.
 */
export function resolveLink(link: ContentLink, calendarId: string | undefined): { href: string; newTab?: boolean } {
  // No `newTab`: the kit's links decide it from the address.
  return link.calendar && bookingCalendarUrl && calendarId ? { href: `#${calendarId}` } : { href: link.href };
}

/** `resolveLink` with the page's calendar. */
export function useResolvedLink(link: ContentLink): { href: string; newTab?: boolean } {
  return resolveLink(link, use(CalendarSection));
}
