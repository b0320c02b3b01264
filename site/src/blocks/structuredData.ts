/**
 * What blocks add to their page's structured data, by type; the page's template decides which of it the page
 * publishes. Apart from the definitions (`registry.ts`) because the template module is also in the browser's graph
 * (its structured data is left out there): only these small functions may be reachable from it, never a schema.
 */
import type { BlockData } from './definition.ts';
import { faqData } from './faq/faqData.ts';
import { pricingData } from './pricing/pricingData.ts';
import { proseData } from './prose/proseData.ts';
import type { Block, BlockOf, BlockType } from './registry.ts';

type DataOf<T extends BlockType> = (block: BlockOf<T>, page: { path: string }) => BlockData;

const blockData: { [T in BlockType]?: DataOf<T> } = { prose: proseData, pricing: pricingData, faq: faqData };

/** What a page's blocks add to its structured data, in page order. */
export function blocksData(blocks: readonly Block[], page: { path: string }): BlockData[] {
  return blocks.map((block) => (blockData[block.type] as DataOf<BlockType> | undefined)?.(block, page) ?? {});
}
