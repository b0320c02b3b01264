/**
 * The build's link check: every internal link in content (block and hero links, inline links in any text field,
 * links in article bodies, the hand-made pages' words) and in the site's fixed links is resolved against the route
 * table, and a broken one stops the build naming its file and field.
 */

import { auditForm } from '../../src/content/audit-form.ts';
import { careersForm } from '../../src/content/careers-form.ts';
import { consultationPage } from '../../src/content/consultation.ts';
import { contactPage, homeForm } from '../../src/content/contact.ts';
import { demoPage } from '../../src/content/demo.ts';
import { digitalTrends } from '../../src/content/digital-trends.ts';
import type { ContentEntry } from '../../src/content/entry.ts';
import { home } from '../../src/content/home.ts';
import { newsletter } from '../../src/content/newsletter.ts';
import { siteLinks } from '../../src/content/siteLinks.ts';
import { unsubscribe } from '../../src/content/unsubscribe.ts';
import { ContentError, entryLinks } from './load.ts';
import { linkProblem, routeTargets } from './targets.ts';

/** A link as written, where it sits: the file (under `site/src/content`), the field and the page it is on. */
interface LinkAt {
  file: string;
  field: string;
  href: string;
  /** The page the link is on, which an in-page link (`#id`) points into; none for links on every page. */
  from: string;
}

const inlineLink = /\[[^\]]+\]\(([^)\s]+)\)/g;

/** Inline links (`[label](/path)`) in every text field of a value, at their field paths. */
function inlineLinks(value: unknown, field: string): { field: string; href: string }[] {
  if (typeof value === 'string')
    return [...value.matchAll(inlineLink)].map((match) => ({ field, href: match[1] ?? '' }));
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, index) => inlineLinks(item, at(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => inlineLinks(item, at(key)));
  }
  return [];
}

/** The addresses in a plain data value (`href` fields and strings that are paths), at their field paths. */
function dataLinks(value: unknown, field: string): { field: string; href: string }[] {
  if (typeof value === 'string') return /^[/#]/.test(value) ? [{ field, href: value }] : [];
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, index) => dataLinks(item, at(index)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => dataLinks(item, at(key)));
  return [];
}

/** Every link an entry carries: its hero's and blocks' link fields, then the inline links in its text. */
function entryLinksAt(entry: ContentEntry): LinkAt[] {
  const { file, path: from } = entry;
  return [...entryLinks(entry.data), ...inlineLinks(entry.data, '')].map(({ field, href }) => ({
    file,
    field,
    href,
    from,
  }));
}

/** An article as the link check reads it: its file, address and body HTML. */
interface ArticleLinks {
  file: string;
  path: string;
  html: string;
}

function articleLinksAt({ file, path, html }: ArticleLinks): LinkAt[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => ({
    file,
    field: 'body',
    href: (match[1] ?? '').replace(/&amp;/g, '&'),
    from: path,
  }));
}

/**
 * Where the links of hand-made pages and of every page's frame sit, by file: the fixed links (header, footer,
 * conversion links) and the hand-made pages' words.
 */
export const fixedLinkSources: Readonly<Record<string, object>> = {
  'siteLinks.ts': siteLinks,
  'home.ts': { home },
  'contact.ts': { contactPage, homeForm },
  'consultation.ts': { consultationPage },
  'demo.ts': { demoPage },
  'digital-trends.ts': { digitalTrends },
  'newsletter.ts': { newsletter },
  'unsubscribe.ts': { unsubscribe },
  'audit-form.ts': { auditForm },
  'careers-form.ts': { careersForm },
};

/** The addresses and inline links in plain data modules, checked as if on the home page (their ids are unknown). */
function fixedLinksAt(sources: Readonly<Record<string, object>>): LinkAt[] {
  return Object.entries(sources).flatMap(([file, value]) =>
    [...dataLinks(value, ''), ...inlineLinks(value, '')].map(({ field, href }) => ({ file, field, href, from: '/' })),
  );
}

/** Throws a `ContentError` listing every internal link that points at no page, or at no section of its page. */
export function checkLinks(
  entries: readonly ContentEntry[],
  articles: readonly ArticleLinks[],
  fixed: Readonly<Record<string, object>> = fixedLinkSources,
): void {
  const targets = routeTargets(
    entries.map((entry) => ({
      path: entry.path,
      ids: entry.data.blocks.flatMap((block) => (block.id ? [block.id] : [])),
    })),
    articles,
  );
  const problems = [
    ...entries.flatMap(entryLinksAt),
    ...articles.flatMap(articleLinksAt),
    ...fixedLinksAt(fixed),
  ].flatMap(({ file, field, href, from }) => {
    const problem = linkProblem(href, from, targets);
    return problem ? [`${file}: ${field}: ${problem}`] : [];
  });
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
}
