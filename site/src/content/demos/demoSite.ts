/**
 * A demo of a portfolio client's own site: its home page as data, rendered in the client's brand by one template
 * (`templates/DemoPage.tsx`) at `/portfolio/<project>/preview`. Each project's file holds the client's words (their
 * offer, how it works, a word from the person the roster names); the brand itself (colours, faces, radii,
 * wordmark) is the kit's `client-brands` table.
 */
import type { ClientBrandId } from '@tallowood/design-system/client-brands';

/** A band of the demo that its menu links to. */
interface DemoSection {
  /** The band's anchor, and the menu link's target. */
  id: string;
  /** The band's name in the demo's menu. */
  menu: string;
  heading: string;
  intro?: string;
}

export interface DemoSite {
  /** The portfolio project: its case study, its client in the roster and its brand. */
  project: ClientBrandId;
  /** The client's live site, opened in a new tab. */
  liveSite: string;
  hero: {
    /** The kit's hero treatment: each brand opens its own way. */
    variant: 'plain' | 'gradient' | 'dark';
    eyebrow: string;
    title: string;
    subtitle: string;
    /** Leads to the closing band (`visit`). */
    primary: string;
    /** Leads to the offer. */
    secondary: string;
  };
  /** What the client sells, as cards. */
  offer: DemoSection & { items: readonly { title: string; body: string }[] };
  /** Figures the client may state of itself: only those its case study already claims. */
  facts?: { heading: string; items: readonly { value: string; label: string }[] };
  /** How buying, booking or joining works, in steps. */
  steps: DemoSection & { items: readonly { title: string; description: string }[] };
  /** A word from the client's person in the roster (`people` of `content/clients/<project>.yaml`). */
  voice: DemoSection & { person: string; quote: string };
  /** The closing band: what the live site does at this point, which the demo does not. */
  visit: DemoSection & { body: string; liveLabel: string };
}
