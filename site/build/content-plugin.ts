/**
 * Content collections for Vite: each YAML entry becomes a validated JSON module (a page body, loaded lazily),
 * and `virtual:content-index` lists every entry with just what menus and the router need. A file that breaks the
 * schema, a reference or a link stops the build (or the dev server's page) with the file and the field named.
 */
import { statSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { blocksOf } from '../src/blocks/select.ts';
import {
  type CollectionConfig,
  type CollectionName,
  collectionNames,
  collections,
} from '../src/content/collections.ts';

type Loader = typeof import('./content/load.ts');
type ArticleLoader = typeof import('./content/articles.ts');
type LinkChecker = typeof import('./content/links.ts');
type RosterLoader = typeof import('./content/roster.ts');
type RosterNames = typeof import('../src/content/roster.ts');
type ContentEntry = ReturnType<Loader['parseEntry']>;
type ArticleEntry = Awaited<ReturnType<ArticleLoader['parseArticle']>>;
// Node resolves the packages of what tsx loads: with the kit's workspace condition, the schema reads the kit's
// TypeScript sources (as the rest of the build does), not its package build.
register(
  `data:text/javascript,${encodeURIComponent(
    "export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, '@tallowood/source'] });",
  )}`,
);

/** The content reader, loaded through tsx: its schema reads the kit's TypeScript, which Vite's config loader leaves to Node. */
const loader: Promise<Loader> = tsImport('./content/load.ts', import.meta.url) as Promise<Loader>;
const articleLoader: Promise<ArticleLoader> = tsImport(
  './content/articles.ts',
  import.meta.url,
) as Promise<ArticleLoader>;
const linkChecker: Promise<LinkChecker> = tsImport('./content/links.ts', import.meta.url) as Promise<LinkChecker>;
const rosterLoader = Promise.all([
  tsImport('./content/roster.ts', import.meta.url) as Promise<RosterLoader>,
  tsImport('../src/content/roster.ts', import.meta.url) as Promise<RosterNames>,
]);
const contentRoot = fileURLToPath(new URL('../src/content/', import.meta.url));

const indexId = 'virtual:content-index';
const resolvedIndexId = `\0${indexId}`;
const searchId = 'virtual:content-search';
const resolvedSearchId = `\0${searchId}`;
const articleIndexId = 'virtual:article-index';
const resolvedArticleIndexId = `\0${articleIndexId}`;
const articleCardsId = 'virtual:article-cards';
const resolvedArticleCardsId = `\0${articleCardsId}`;
const clientRosterId = 'virtual:client-roster';
const teamRosterId = 'virtual:team-roster';

/** What a listing shows of an article. */
function articleCard({ slug, path, data, minutes }: ArticleEntry) {
  const { title, excerpt, category, author, published, updated, featured, cover } = data;
  return {
    slug,
    path,
    title,
    excerpt,
    category,
    author,
    published,
    updated,
    featured: featured ?? false,
    cover,
    minutes,
  };
}

/** Three other articles: the same category first, then the newest. */
function relatedArticles(article: ArticleEntry, all: readonly ArticleEntry[]) {
  const others = all.filter((other) => other.slug !== article.slug);
  const same = others.filter((other) => other.data.category === article.data.category);
  const rest = others.filter((other) => other.data.category !== article.data.category);
  return [...same, ...rest].slice(0, 3).map(articleCard);
}

/** An entry as the browser's page module carries it: without what only the server's render reads (structured data). */
function browserEntry(entry: ContentEntry): ContentEntry {
  const { serviceType, ...data } = entry.data;
  return { ...entry, data };
}

/** The collection a file belongs to, from its folder. */
function collectionOf(file: string): CollectionName | undefined {
  const relativePath = file.slice(contentRoot.length).split(sep).filter(Boolean);
  if (relativePath.length !== 2) return undefined;
  return collectionNames.find((name) => collections[name].dir === relativePath[0]);
}

export function contentCollections(): Plugin {
  const root = resolve(contentRoot);
  // Each file is read by the index, the search index, its own module and its children's trails: parse it once per
  // version on disk.
  const parsed = new Map<string, { mtimeMs: number; entry: ContentEntry }>();
  const parsedArticles = new Map<string, { mtimeMs: number; article: Promise<ArticleEntry> }>();
  const articleOf = async (file: string): Promise<ArticleEntry> => {
    const { mtimeMs } = statSync(file);
    const cached = parsedArticles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.article;
    const article = articleLoader.then((articles) => articles.parseArticle(file));
    parsedArticles.set(file, { mtimeMs, article });
    return article;
  };
  /** Every article, newest first, each file watched. */
  const allArticles = async (watch: (file: string) => void): Promise<ArticleEntry[]> => {
    const files = (await articleLoader).articleFiles();
    for (const file of files) watch(file);
    const articles = await Promise.all(files.map(articleOf));
    return articles.sort((a, b) => b.data.published.localeCompare(a.data.published) || a.slug.localeCompare(b.slug));
  };
  const entryOf = async (collection: CollectionName, file: string): Promise<ContentEntry> => {
    const { mtimeMs } = statSync(file);
    const cached = parsed.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.entry;
    const entry = (await loader).parseEntry(collection, file);
    parsed.set(file, { mtimeMs, entry });
    return entry;
  };
  return {
    name: 'tallowood:content',
    resolveId(id) {
      if (id === indexId) return resolvedIndexId;
      if (id === searchId) return resolvedSearchId;
      if (id === articleIndexId) return resolvedArticleIndexId;
      if (id === articleCardsId) return resolvedArticleCardsId;
      if (id === clientRosterId || id === teamRosterId) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${clientRosterId}` || id === `\0${teamRosterId}`) {
        // The names pages show, not what each client's file says of the work.
        const [{ siteRoster }, { clientNames, teamNames }] = await rosterLoader;
        const roster = siteRoster();
        return id === `\0${clientRosterId}`
          ? `export const clients = ${JSON.stringify(clientNames(roster))};\n`
          : `export const team = ${JSON.stringify(teamNames(roster))};\n`;
      }
      if (id === resolvedArticleIndexId || id === resolvedArticleCardsId) {
        const articles = await allArticles((file) => this.addWatchFile(file));
        if (id === resolvedArticleCardsId) {
          return `export const articleCards = ${JSON.stringify(articles.map(articleCard))};\n`;
        }
        // Paths and loaders only: this is on every page's first load, for the router.
        const items = articles.map(
          (article) =>
            `{ path: ${JSON.stringify(article.path)}, load: () => import(${JSON.stringify(join(contentRoot, article.file))}).then((module) => module.default) }`,
        );
        return `export const articleIndex = [\n${items.join(',\n')}\n];\n`;
      }
      if (id === resolvedIndexId || id === resolvedSearchId) {
        const { checkEntries, collectionFiles } = await loader;
        const files = collectionNames.flatMap((collection) =>
          collectionFiles(collection).map((file) => ({ collection, file })),
        );
        for (const { file } of files) this.addWatchFile(file);
        const entries = await Promise.all(files.map(({ collection, file }) => entryOf(collection, file)));
        checkEntries(entries);
        // Every internal link resolves to a page (and section) of the site: a broken one stops the build here.
        if (id === resolvedIndexId) {
          const { handMadeVoiceProblems, siteRoster } = (await rosterLoader)[0];
          const voices = handMadeVoiceProblems(siteRoster());
          if (voices.length > 0) throw new Error(voices.join('\n'));
          (await linkChecker).checkLinks(entries, await allArticles((file) => this.addWatchFile(file)));
        }
        if (id === resolvedSearchId) {
          const documents: object[] = entries.map(({ path, data }) => ({
            path,
            title: data.title,
            description: data.description,
            keywords: data.keywords,
          }));
          // Articles are found by the words of their bodies too: each distinct word once.
          for (const article of await allArticles((file) => this.addWatchFile(file))) {
            const words = new Set(
              article.text
                .toLowerCase()
                .split(/[^a-z0-9]+/)
                .filter((word) => word.length > 2),
            );
            documents.push({
              path: article.path,
              title: `${article.data.title} | Digital Trends`,
              description: article.data.excerpt,
              keywords: article.data.keywords,
              body: [...words].join(' '),
            });
          }
          return `export const contentSearch = ${JSON.stringify(documents)};\n`;
        }
        // Only what menus and the router need, in menu order: every byte here is on every page's first load.
        const items = entries
          .map((entry, index) => ({ entry, file: files[index]?.file }))
          .sort(
            (a, b) =>
              collectionNames.indexOf(a.entry.collection) - collectionNames.indexOf(b.entry.collection) ||
              a.entry.data.order - b.entry.data.order,
          )
          .map(({ entry, file }) => {
            const meta = { collection: entry.collection, path: entry.path, name: entry.data.name };
            return `{ ...${JSON.stringify(meta)}, load: () => import(${JSON.stringify(file)}).then((module) => module.default) }`;
          });
        return `export const contentIndex = [\n${items.join(',\n')}\n];\n`;
      }
      const file = id.split('?')[0] ?? id;
      if (file.endsWith('.md') && file.startsWith(root)) {
        const articles = await allArticles((watched) => this.addWatchFile(watched));
        const article = articles.find((candidate) => resolve(contentRoot, candidate.file) === resolve(file));
        if (!article) return undefined;
        const { slug, path, data, html, words, minutes, headings, sources } = article;
        const trail = [
          { name: 'Home', path: '/' },
          { name: 'Digital Trends', path: '/digital-trends' },
          { name: data.title, path },
        ];
        const related = relatedArticles(article, articles);
        return `export default ${JSON.stringify({ slug, path, data, html, words, minutes, headings, sources, trail, related })};\n`;
      }
      if (!file.endsWith('.yaml') || !file.startsWith(root)) return undefined;
      const collection = collectionOf(file);
      if (!collection) return undefined;
      const entry = await entryOf(collection, file);
      // The trail from home, with the parent's name read from its own file: the entry's parent in its collection,
      // else the page its whole collection sits under.
      const { parent } = entry.data;
      const { under }: CollectionConfig = collections[collection];
      const underFile = under ? join(contentRoot, under.dir, `${under.slug}.yaml`) : undefined;
      const underCollection = underFile ? collectionOf(underFile) : undefined;
      const parentEntry = parent
        ? await entryOf(collection, join(dirname(file), `${parent}.yaml`))
        : underFile && underCollection
          ? await entryOf(underCollection, underFile)
          : undefined;
      const trail = [
        { name: 'Home', path: '/' },
        ...(parentEntry ? [{ name: parentEntry.data.name, path: parentEntry.path }] : []),
        { name: entry.data.name, path: entry.path },
      ];
      // A listing shows the rest of the collection: read at build time, so the page carries just what it shows.
      const listed = blocksOf(entry.data.blocks, 'listing')[0];
      const listings = listed
        ? (
            await Promise.all(
              (
                await loader
              )
                .collectionFiles(listed.collection)
                .filter((other) => resolve(other) !== resolve(file))
                .map((other) => entryOf(listed.collection, other)),
            )
          )
            .sort((a, b) => a.data.order - b.data.order)
            .map(({ path, data }) => ({ name: data.name, path, summary: data.summary, job: data.job }))
        : undefined;
      const shipped = this.environment.config.consumer === 'server' ? entry : browserEntry(entry);
      return `export default ${JSON.stringify({ ...shipped, trail, listings })};\n`;
    },
  };
}
