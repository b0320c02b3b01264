/** A link given to a component as data: what it says and where it goes. */
export interface LabelledLink {
  /** The link's text, e.g. "Book Consult". */
  label: string;
  /** Where it goes: a site path (routed through RAC's `RouterProvider`) or a full URL. */
  href: string;
}
