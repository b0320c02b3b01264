import type { BlockData } from '../definition.ts';
import type { BlockOf } from '../registry.ts';
import { copyTexts } from '../text.ts';

/** The running copy, e.g. for a job posting's description. */
export function proseData(block: BlockOf<'prose'>): BlockData {
  return { copy: copyTexts(block.paragraphs) };
}
