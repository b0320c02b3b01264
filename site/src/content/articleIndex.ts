import type { ArticleFrontMatter, ArticleHeading } from './articleSchema.ts';
import type { CitedSource } from './sources.ts';

/** What a listing shows of an article. */
export interface ArticleCard {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  category: ArticleFrontMatter['category'];
  author: ArticleFrontMatter['author'];
  published: string;
  updated?: string;
  featured: boolean;
  cover: ArticleFrontMatter['cover'];
  minutes: number;
}

/** An article as its page loads it: front matter, clean body HTML, reading time, trail and related articles. */
export interface LoadedArticle {
  slug: string;
  path: string;
  data: ArticleFrontMatter;
  html: string;
  words: number;
  minutes: number;
  /** The body's section headings and their anchors, for its contents. */
  headings: readonly ArticleHeading[];
  /** The sources the front matter names, as the page lists them. */
  sources: readonly CitedSource[];
  trail: readonly { name: string; path: string }[];
  related: readonly ArticleCard[];
}
