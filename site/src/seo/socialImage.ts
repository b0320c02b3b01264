/**
 * The page's social card (Open Graph and Twitter image): where the build writes it, its size, its alt text and the
 * words it shows. Pure: the head (browser and server) and the build's card renderer share it.
 */
import { business } from '../config/business.ts';

export interface SocialImage {
  /** Path on the site, e.g. `/social/services-seo-services.png`. */
  path: string;
  width: number;
  height: number;
}

/** The size Open Graph and Twitter's large summary card both display without cropping. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** The file name of a route's card: its path with slashes as dashes (`/` is `home`). */
export function socialImageName(routePath: string): string {
  const name = routePath.split('/').filter(Boolean).join('-');
  return name === '' ? 'home' : name;
}

/** The card of the page at `routePath`. */
export function socialImage(routePath: string): SocialImage {
  return { path: `/social/${socialImageName(routePath)}.png`, ...socialImageSize };
}

const titleSeparator = ' | ';
const brandFirstWord = business.name.split(' ')[0] ?? business.name;

/** A title segment that only names the agency: `Tallowood Digital`, `Tallowood`, `Tallowood Digital Careers`. */
function namesTheAgency(segment: string): boolean {
  return segment === brandFirstWord || segment === business.name || segment.startsWith(`${business.name} `);
}

/**
 * The page title as the card shows it: without the segments that name the agency, which the card's wordmark
 * already shows (`SEO Services Melbourne | Rank on Page One | Tallowood Digital` → `SEO Services Melbourne | Rank on
 * Page One`).
 */
export function socialCardTitle(pageTitle: string): string {
  const segments = pageTitle.split(titleSeparator).map((segment) => segment.trim());
  const kept = segments.filter((segment) => !namesTheAgency(segment.replace(/,.*$/, '')));
  return kept.length > 0 ? kept.join(titleSeparator) : pageTitle;
}

/** The card's alt text, from the page title. */
export function socialImageAlt(pageTitle: string): string {
  return `${socialCardTitle(pageTitle)} - ${business.name}`;
}

/** Sections named by the first segment of a path. */
const sectionsByPathSegment: Record<string, string> = {
  services: 'Services',
  industries: 'Industries',
  'digital-trends': 'Digital Trends',
  careers: 'Careers',
};

/** Collections whose pages sit at the top level but belong to a menu section. */
const sectionsBySource: Record<string, string> = {
  solution: 'AI Solutions',
  'case-study': 'Case Study',
};

export interface SocialSectionInput {
  path: string;
  /** Where the page comes from: `page` or the template of its collection. */
  source: string;
  /** The page's short name (breadcrumbs). */
  name: string;
}

/** The card's eyebrow: the section the page belongs to, else the page's own short name. */
export function socialSection({ path, source, name }: SocialSectionInput): string {
  // The home title already names the city.
  if (path === '/') return 'Web Design Agency';
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return sectionsByPathSegment[first] ?? sectionsBySource[source] ?? name;
}
