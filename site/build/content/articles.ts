/**
 * Reads and checks the Digital Trends articles in Node (build and tests): front matter validated, body
 * compiled to clean HTML, reading time computed from the words.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { readingMinutes } from '../../src/content/articleMeta.ts';
import { type ArticleFrontMatter, type ArticleHeading, articleSchema } from '../../src/content/articleSchema.ts';
import { unknownFact, withFacts } from '../../src/content/facts.ts';
import { htmlText } from '../../src/content/htmlText.ts';
import { type CitedSource, citedSources } from '../../src/content/sources.ts';
import { wordCount } from '../../src/content/text.ts';
import { ContentError, contentRoot, filesIn, validYaml } from './errors.ts';
import { markdownToHtml } from './markdown.ts';
import { authorProblems, rosterText, siteRoster } from './roster.ts';

const articlesDir = join(contentRoot, 'articles');

/** The blog's address of an article. */
const articlePath = (slug: string) => `/digital-trends/${slug}`;

export interface ArticleEntry {
  slug: string;
  path: string;
  /** The source file, relative to `site/src/content`. */
  file: string;
  data: ArticleFrontMatter;
  /** The body as clean HTML. */
  html: string;
  /** The body's words (headings, paragraphs, list items). */
  words: number;
  minutes: number;
  /** The sources the front matter names, as the page lists them. */
  sources: CitedSource[];
  /** The body's visible text, for the site search. */
  text: string;
  /** The body's section headings with their anchors, for the article's contents. */
  headings: ArticleHeading[];
}

/** The section headings of an article's compiled body, in order, with the anchors the compiler gave them. */
function articleHeadings(html: string): ArticleHeading[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((match) => ({
    id: match[1] ?? '',
    heading: htmlText(match[2] ?? ''),
  }));
}

/** Splits `---` front matter from the Markdown body. */
function splitFrontMatter(file: string, source: string): { frontMatter: string; body: string } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new ContentError(`${file}: must start with front matter between --- lines`);
  return { frontMatter: match[1] ?? '', body: match[2] ?? '' };
}

export async function parseArticle(absolutePath: string, source?: string): Promise<ArticleEntry> {
  const file = relative(contentRoot, absolutePath);
  const unknownFacts: string[] = [];
  const { frontMatter, body } = splitFrontMatter(
    file,
    withFacts(rosterText(file, source ?? readFileSync(absolutePath, 'utf8'), siteRoster()), (name) =>
      unknownFacts.push(`${file}: ${unknownFact(name)}`),
    ),
  );
  if (unknownFacts.length > 0) throw new ContentError(unknownFacts.join('\n'));
  const data = validYaml(file, frontMatter, articleSchema, { schema: 'article', part: 'front matter' });
  const byline = authorProblems(data.author, siteRoster());
  if (byline.length > 0) throw new ContentError(byline.map((problem) => `${file}: ${problem}`).join('\n'));
  const slug = basename(absolutePath, '.md');
  if (data.slug !== slug) throw new ContentError(`${file}: slug: "${data.slug}" must be the file's name, "${slug}"`);
  if (data.updated && data.updated < data.published) {
    throw new ContentError(`${file}: updated: ${data.updated} is before published ${data.published}`);
  }
  const html = await markdownToHtml(body);
  const text = htmlText(html);
  const words = wordCount([text]);
  const sources = citedSources(data.sources);
  const headings = articleHeadings(html);
  return {
    slug,
    path: articlePath(slug),
    file,
    data,
    html,
    words,
    minutes: readingMinutes(words),
    sources,
    text,
    headings,
  };
}

export function articleFiles(dir = articlesDir): string[] {
  return filesIn(dir, '.md');
}

/** Every article, newest first. */
export async function loadAllArticles(dir = articlesDir): Promise<ArticleEntry[]> {
  const articles = await Promise.all(articleFiles(dir).map((file) => parseArticle(file)));
  return articles.sort((a, b) => b.data.published.localeCompare(a.data.published) || a.slug.localeCompare(b.slug));
}
