import type { ComponentType } from 'react';
import type { BlockProps } from '../blocks/BlockParts.tsx';
import { blockComponents } from '../blocks/components.tsx';
import type { Block, BlockType } from '../content/schema.ts';

/** Renders one content block with its type's component; the page alternates their backgrounds. */
export function ContentBlock({ block, tone, page, opening }: { block: Block } & Omit<BlockProps<BlockType>, 'block'>) {
  // The types cannot follow a block's type into the registry: its entry takes exactly this block.
  const { Component } = blockComponents[block.type] as { Component: ComponentType<BlockProps<BlockType>> };
  return <Component block={block} tone={tone} page={page} opening={opening} />;
}

/** Whether a block stands on its own band, outside the page's alternating backgrounds. */
export function ownsBand(block: Block): boolean {
  return blockComponents[block.type].ownBand === true;
}
