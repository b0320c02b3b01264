/** A link given to a component as data: what it says and where it goes. */
export interface LabelledLink {
  /** The link's text, e.g. "Book Consult". */
  label: string;
  /** Where it goes: a site path (routed through RAC's `RouterProvider`) or a full URL. */
  href: string;
}

/**
 * Whether `href` leaves the site: a full http(s) address (the site links its own pages by path). Such a link opens
 * in a new tab, cannot reach back into this page (`rel="noopener noreferrer"`) and says so to screen readers
 * (`newTabNote`); a phone or mail link is no such link.
 */
export function isOffSite(href: string | undefined): boolean {
  return href !== undefined && /^https?:\/\//i.test(href);
}

/** What screen readers hear after the text of a link that opens a new tab. */
export const newTabNote = '(opens in a new tab)';

/** The attributes of a link that opens a new tab without giving it a handle on this page. */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A new-tab link's own `aria-label`, if it has one, with the note (a label replaces the text the note sits in). */
export function labelWithNewTabNote(label: string | undefined, note = newTabNote): { 'aria-label'?: string } {
  return label ? { 'aria-label': `${label} ${note}` } : {};
}
