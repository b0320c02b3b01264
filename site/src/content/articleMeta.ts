/** What article pages compute from an article's data: reading time and the rankings table's labels. */
import { type ArticleCategoryId, articleCategories } from './articleCategories.ts';

/** Reading speed for the time shown on each article (adults read 200-250 words a minute on screen). */
export const wordsPerMinute = 230;

/** Whole minutes to read `words`, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

export function categoryName(id: ArticleCategoryId): string {
  return articleCategories.find((category) => category.id === id)?.name ?? id;
}

/** Where a Google position stands: 3 or better, 5 or better, 10 or better (page one), or beyond. */
export type PositionBand = 'top3' | 'top5' | 'top10' | 'beyond';

export function positionBand(position: number): PositionBand {
  if (position <= 3) return 'top3';
  if (position <= 5) return 'top5';
  if (position <= 10) return 'top10';
  return 'beyond';
}

/** How hard a keyword was to win, by the position it reached. */
export function competition(position: number): 'Very High' | 'High' | 'Medium' {
  if (position <= 5) return 'Very High';
  if (position <= 10) return 'High';
  return 'Medium';
}
