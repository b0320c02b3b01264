import type { PageHeadData } from '../handMadePages.ts';
import { clientCredit } from '../voices.ts';
import { demoPath } from './demoIndex.ts';

/** A demo's head: named for its client, kept out of search engines, the sitemap and the site search. */
export function demoHead(project: string): PageHeadData & { breadcrumbs: readonly { name: string; path: string }[] } {
  const { client } = clientCredit(project);
  return {
    name: `${client} demo`,
    title: `Demo: the ${client} Website | Tallowood Digital`,
    description: `A working demo of the ${client} home page, built by Tallowood Digital from one component kit in the client’s own brand, light and dark.`,
    keywords: [`${client} website`, 'website demo', 'component kit'],
    indexed: false,
    searchable: false,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
      { name: client, path: `/portfolio/${project}` },
      { name: 'Demo', path: demoPath(project) },
    ],
  };
}
