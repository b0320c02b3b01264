/** Block text as read: inline markup reduced to its words, running copy flattened. */
import type { Copy } from './fields.ts';

const inlineMarkup = /\[([^\]]+)\]\([^)\s]+\)|\*\*([^*]+)\*\*/g;

/** Inline text without its markup: `[label](/path)` → `label`, `**bold**` → `bold`. */
export function plainText(text: string): string {
  return text.replace(inlineMarkup, (_, label?: string, bold?: string) => label ?? bold ?? '');
}

/** Paragraphs and the items of lists between them. */
export function copyTexts(copy: Copy): string[] {
  return copy.flatMap((part) => (typeof part === 'string' ? [part] : part.items));
}
