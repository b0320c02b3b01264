import type { BlockData } from '../definition.ts';
import type { BlockOf } from '../registry.ts';
import { plainText } from '../text.ts';

/** The questions and answers, for the page's FAQPage. */
export function faqData(block: BlockOf<'faq'>): BlockData {
  return { faqs: block.items.map((item) => ({ question: item.question, answer: plainText(item.answer) })) };
}
