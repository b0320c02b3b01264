/**
 * The words a page says, for checks that pages carry their own copy: every visible text field of an entry,
 * with inline link and bold markup reduced to its words.
 */
import type { Block, Copy, EntryData } from './schema.ts';

const inlineMarkup = /\[([^\]]+)\]\([^)\s]+\)|\*\*([^*]+)\*\*/g;

/** Inline text without its markup: `[label](/path)` → `label`, `**bold**` → `bold`. */
export function plainText(text: string): string {
  return text.replace(inlineMarkup, (_, label?: string, bold?: string) => label ?? bold ?? '');
}

/** Paragraphs and the items of lists between them. */
export function copyTexts(copy: Copy): string[] {
  return copy.flatMap((part) => (typeof part === 'string' ? [part] : part.items));
}

function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'prose':
      return [block.heading, block.lead ?? '', ...copyTexts(block.paragraphs)];
    case 'split':
      return [block.heading, ...block.paragraphs, ...(block.points ?? [])];
    case 'cards':
      return [block.heading, block.intro ?? '', ...block.items.flatMap((item) => [item.title, item.body])];
    case 'stats':
      return [block.heading ?? '', block.intro ?? '', block.note ?? '', ...block.items.map((item) => item.label)];
    case 'process':
      return [block.heading, block.intro ?? '', ...block.steps.flatMap((step) => [step.title, step.body])];
    case 'checklist':
      return [block.heading, block.intro ?? '', ...block.items];
    case 'lists':
      return [block.heading, block.intro ?? '', ...block.lists.flatMap((list) => [list.title, ...list.items])];
    case 'testimonial':
      return [block.heading ?? '', block.quote];
    case 'story':
      return [block.heading, block.title, ...block.paragraphs, ...block.stats.map((stat) => stat.label)];
    case 'badges':
      return [block.heading, ...block.items];
    case 'pricing':
      return [
        block.heading,
        block.intro ?? '',
        block.note ?? '',
        ...block.tiers.flatMap((tier) => [tier.description, ...tier.features]),
        ...(block.addons?.items.flatMap((addon) => [addon.name, addon.body]) ?? []),
      ];
    case 'testimonials':
      return [block.heading, block.intro ?? '', block.note ?? '', ...block.items.map((item) => item.quote)];
    case 'table':
      return [block.heading, block.intro ?? '', block.caption, block.note ?? '', ...block.rows.flat()];
    case 'chart':
      return [block.heading, block.intro ?? '', block.title];
    case 'comparison-bars':
      return [block.heading, block.intro ?? '', block.caption, ...block.items.map((item) => item.label)];
    case 'ranking-cases':
      return [block.heading, block.intro ?? '', ...block.items.flatMap((item) => [item.result, item.strategy])];
    case 'showcase':
      return [
        block.heading,
        block.intro ?? '',
        ...block.items.flatMap((item) => [item.title, item.description, ...item.results]),
      ];
    case 'transformations':
      return [
        block.heading,
        block.intro ?? '',
        ...block.items.flatMap((item) => [item.company, item.description, ...item.improvements]),
      ];
    case 'form':
      return [block.heading, block.intro ?? '', ...(block.points ?? [])];
    case 'listing':
    case 'calendar':
      return [block.heading, block.intro ?? ''];
    case 'conversation':
      return [block.heading, block.intro ?? '', ...block.messages.map((message) => message.text)];
    case 'faq':
      return [block.heading, ...block.items.flatMap((item) => [item.question, item.answer])];
    case 'cta':
      return [block.title, block.subtitle];
  }
}

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
