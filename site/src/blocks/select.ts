import type { Block, BlockOf, BlockType } from './registry.ts';

/** A page's blocks of one type, in page order. */
export function blocksOf<T extends BlockType>(blocks: readonly Block[], type: T): BlockOf<T>[] {
  return blocks.filter((block) => block.type === type) as BlockOf<T>[];
}
