/**
 * Content collections for Vite: each YAML entry becomes a validated JSON module (a page body, loaded lazily),
 * and `virtual:content-index` lists every entry with just what menus and the router need. A file that breaks the
 * schema or a reference stops the build (or the dev server's page) with the file and the field named.
 */
import { statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { type CollectionName, collectionNames, collections } from '../src/content/collections.ts';

type Loader = typeof import('../src/content/load.ts');
type ContentEntry = ReturnType<Loader['parseEntry']>;
/** The content reader, loaded through tsx: its schema reads the kit's TypeScript, which Vite's config loader leaves to Node. */
const loader: Promise<Loader> = tsImport('../src/content/load.ts', import.meta.url) as Promise<Loader>;
const contentRoot = fileURLToPath(new URL('../src/content/', import.meta.url));

const indexId = 'virtual:content-index';
const resolvedIndexId = `\0${indexId}`;
const searchId = 'virtual:content-search';
const resolvedSearchId = `\0${searchId}`;

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
      return undefined;
    },
    async load(id) {
      if (id === resolvedIndexId || id === resolvedSearchId) {
        const { checkEntries, collectionFiles } = await loader;
        const files = collectionNames.flatMap((collection) =>
          collectionFiles(collection).map((file) => ({ collection, file })),
        );
        for (const { file } of files) this.addWatchFile(file);
        const entries = await Promise.all(files.map(({ collection, file }) => entryOf(collection, file)));
        checkEntries(entries);
        if (id === resolvedSearchId) {
          const documents = entries.map(({ path, data }) => ({
            path,
            title: data.title,
            description: data.description,
            keywords: data.keywords,
          }));
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
      if (!file.endsWith('.yaml') || !file.startsWith(root)) return undefined;
      const collection = collectionOf(file);
      if (!collection) return undefined;
      const entry = await entryOf(collection, file);
      // The trail from home, with the parent's name read from its own file.
      const { parent } = entry.data;
      const parentEntry = parent ? await entryOf(collection, join(dirname(file), `${parent}.yaml`)) : undefined;
      const trail = [
        { name: 'Home', path: '/' },
        ...(parentEntry ? [{ name: parentEntry.data.name, path: parentEntry.path }] : []),
        { name: entry.data.name, path: entry.path },
      ];
      // A listing shows the rest of the collection: read at build time, so the page carries just what it shows.
      const listed = entry.data.blocks.find((block) => block.type === 'listing');
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
      return `export default ${JSON.stringify({ ...entry, trail, listings })};\n`;
    },
  };
}
