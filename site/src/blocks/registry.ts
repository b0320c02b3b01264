/**
 * The block types, build side: each type's definition under its name, in the order the schema tries them. The
 * block union, the entry schema's `blocks` and every per-type step of the build (texts, links, checks) come from
 * here; the browser's half, each type's component, is `components.tsx`.
 */
import * as v from 'valibot';
import { badges } from './badges/badges.ts';
import { calendar } from './calendar/calendar.ts';
import { cards } from './cards/cards.ts';
import { chart } from './chart/chart.ts';
import { checklist } from './checklist/checklist.ts';
import { comparisonBars } from './comparison-bars/comparison-bars.ts';
import { conversation } from './conversation/conversation.ts';
import { cta } from './cta/cta.ts';
import type { BlockDefinition, BlockLink, BlockPage, Placed } from './definition.ts';
import { faq } from './faq/faq.ts';
import { form } from './form/form.ts';
import { listing } from './listing/listing.ts';
import { lists } from './lists/lists.ts';
import { pricing } from './pricing/pricing.ts';
import { process } from './process/process.ts';
import { prose } from './prose/prose.ts';
import { rankingCases } from './ranking-cases/ranking-cases.ts';
import { showcase } from './showcase/showcase.ts';
import { split } from './split/split.ts';
import { stats } from './stats/stats.ts';
import { story } from './story/story.ts';
import { table } from './table/table.ts';
import { team } from './team/team.ts';
import { testimonial } from './testimonial/testimonial.ts';
import { testimonials } from './testimonials/testimonials.ts';
import { transformations } from './transformations/transformations.ts';

/** Each definition under the name its schema's `type` gives it: any other key is a type error. */
type Named<D> = {
  [K in keyof D]: D[K] extends { schema: { entries: { type: { literal: K } } } }
    ? D[K]
    : `the schema's type is not "${K & string}"`;
};

function register<const D>(definitions: D & Named<D>): D {
  return definitions;
}

const blockDefinitions = register({
  prose,
  split,
  cards,
  stats,
  process,
  checklist,
  lists,
  testimonial,
  testimonials,
  story,
  badges,
  pricing,
  conversation,
  faq,
  table,
  chart,
  'comparison-bars': comparisonBars,
  'ranking-cases': rankingCases,
  showcase,
  transformations,
  team,
  form,
  listing,
  calendar,
  cta,
});

type Definitions = typeof blockDefinitions;
export type BlockType = keyof Definitions;
export type BlockOf<T extends BlockType> = v.InferOutput<Definitions[T]['schema']>;
export type Block = BlockOf<BlockType>;

const blockTypes = Object.keys(blockDefinitions) as BlockType[];

export const blockSchema = v.variant(
  'type',
  blockTypes.map((type) => blockDefinitions[type].schema),
);

/** One type's definition, for any block of it (the types cannot follow a type through an index, so this says it). */
function definitionOf(type: BlockType): BlockDefinition<Definitions[BlockType]['schema']> {
  return blockDefinitions[type] as BlockDefinition<Definitions[BlockType]['schema']>;
}

/** Every visible text of a block, inline markup kept. */
export function blockTexts(block: Block): readonly string[] {
  return definitionOf(block.type).text(block);
}

/** The links a block carries as data, at their field paths from the entry's root (`blocks.3.tiers.0.cta`). */
export function blockLinks(block: Block, index: number): BlockLink[] {
  return (definitionOf(block.type).links?.(block) ?? []).map((link) => ({
    ...link,
    field: `blocks.${index}.${link.field}`,
  }));
}

/** What each type's checks find wrong on a page, every type asked (a page without a calendar included). */
export function blockProblems(blocks: readonly Block[], page: BlockPage): string[] {
  return blockTypes.flatMap((type) => {
    const placed: Placed<Block>[] = blocks.flatMap((block, index) => (block.type === type ? [{ block, index }] : []));
    return definitionOf(type).checks?.(placed, page) ?? [];
  });
}
