/**
 * Digital Trends articles: one Markdown file per article under `site/src/content/articles/<slug>.md`, its front
 * matter validated by this schema at build time (the content plugin) and in `articles.test.ts`.
 *
 * Sources: every article states dated facts (a law, a regulator, a platform's pricing or policy, a search engine's
 * features, a web-vitals threshold, or advice that rests on them), so every article lists at least one source in
 * `sources`, by id from `content/sources.ts`, and its page ends with them as a "Sources" list. An article without
 * sources does not build. Check each dated statement against its sources when you add or update an article, and
 * cite the sources you checked it against.
 */
import * as v from 'valibot';
import { artSchema } from '../blocks/fields.ts';
import { articleCategories } from './articleCategories.ts';
import { sourcesField } from './sources.ts';

export { articleCategories } from './articleCategories.ts';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const isoDay = v.pipe(v.string(), v.isoDate('must be an ISO date, YYYY-MM-DD'));

/** One row of a live keyword-rankings table. */
const rankingSchema = v.strictObject({
  keyword: v.pipe(text, v.maxLength(60)),
  /** Google position today. */
  position: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  /** Average monthly searches in Australia. */
  searches: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** As shown, e.g. `+142%`. */
  growth: v.pipe(v.string(), v.regex(/^[+-]\d+%$/, 'must read like +142%')),
});

export const articleSchema = v.strictObject({
  title: v.pipe(text, v.maxLength(90)),
  /** Must equal the file's name. */
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug')),
  /** One or two sentences for cards, the meta description and RSS (70-170 characters). */
  excerpt: v.pipe(text, v.minLength(70), v.maxLength(170)),
  category: v.picklist(articleCategories.map((category) => category.id)),
  author: v.strictObject({ name: v.pipe(text, v.maxLength(60)), role: v.pipe(text, v.maxLength(60)) }),
  published: isoDay,
  updated: v.optional(isoDay),
  featured: v.optional(v.boolean()),
  /** From the kit's illustration set. */
  cover: artSchema,
  keywords: v.pipe(v.array(v.pipe(text, v.maxLength(60))), v.minLength(3), v.maxLength(10)),
  /** What the article's dated facts were checked against: at least one, by id from `content/sources.ts`. */
  sources: v.pipe(sourcesField, v.minLength(1, 'must list at least one source: every article states dated facts')),
  /** A live keyword-rankings table shown above the body (the seo-results article). */
  rankings: v.optional(
    v.strictObject({
      tracked: v.pipe(v.number(), v.integer(), v.minValue(1)),
      /** As shown, e.g. `85%`. */
      topTen: v.pipe(v.string(), v.regex(/^\d+%$/)),
      /** As shown, e.g. `+156%`. */
      averageGrowth: v.pipe(v.string(), v.regex(/^[+-]\d+%$/)),
      rows: v.pipe(v.array(rankingSchema), v.minLength(1)),
    }),
  ),
});

export type ArticleFrontMatter = v.InferOutput<typeof articleSchema>;
export type KeywordRanking = v.InferOutput<typeof rankingSchema>;

/** A section heading of an article's body and the anchor the build gave it. */
export interface ArticleHeading {
  id: string;
  heading: string;
}
