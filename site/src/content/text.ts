/**
 * The words a page says, for checks that pages carry their own copy: every visible text field of an entry,
 * with inline link and bold markup reduced to its words.
 */
import { blockTexts } from '../blocks/registry.ts';
import { plainText } from '../blocks/text.ts';
import type { EntryData } from './schema.ts';

/** Every visible text of the page's body (hero and blocks), markup removed. */
export function entryTexts(data: EntryData): string[] {
  const { hero } = data;
  return [hero.eyebrow ?? '', hero.title, hero.subtitle, ...data.blocks.flatMap(blockTexts)]
    .map(plainText)
    .filter((text) => text.trim() !== '');
}

export function wordCount(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0), 0);
}

/** The sentences of the texts, normalised (lower case, letters and digits only) for comparison. */
export function sentences(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.split(' ').length >= 5);
}
