import { contentIndex } from 'virtual:content-index';
import type { ContentIndexEntry } from './contentIndex.ts';
import { type MenuGroup, type MenuItem, requestDemoLink } from './siteLinks.ts';

export {
  conversionLinks,
  footerGroups,
  headerCta,
  popularLinks,
  primaryLinks,
} from './siteLinks.ts';

/** A collection's entries as menu items, in their `order` (the index is sorted). */
function entriesOf(collection: ContentIndexEntry['collection']): MenuItem[] {
  return contentIndex
    .filter((entry) => entry.collection === collection)
    .map((entry) => ({ name: entry.name, href: entry.path }));
}

export const menuGroups: readonly MenuGroup[] = [
  { name: 'Services', items: entriesOf('services') },
  { name: 'AI Solutions', items: [...entriesOf('solutions'), requestDemoLink] },
  { name: 'Industries', items: entriesOf('industries') },
].filter((group) => group.items.length > 0);
