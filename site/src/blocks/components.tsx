/**
 * The block types, browser side: each type's component under its name, typed against the build side's registry
 * (`registry.ts`), so a type without its component is a type error. Only components come here: no schema, text or
 * link code reaches the browser.
 */
import type { ComponentType } from 'react';
import type { BlockProps } from './BlockParts.tsx';
import { BadgesBlock } from './badges/BadgesBlock.tsx';
import { CalendarBlock } from './calendar/CalendarBlock.tsx';
import { CardsBlock } from './cards/CardsBlock.tsx';
import { ChartBlock } from './chart/ChartBlock.tsx';
import { ChecklistBlock } from './checklist/ChecklistBlock.tsx';
import { ComparisonBarsBlock } from './comparison-bars/ComparisonBarsBlock.tsx';
import { ConversationBlock } from './conversation/ConversationBlock.tsx';
import { CtaSection } from './cta/CtaSection.tsx';
import { FaqBlock } from './faq/FaqBlock.tsx';
import { FormBlock } from './form/FormBlock.tsx';
import { ListingBlock } from './listing/ListingBlock.tsx';
import { ListsBlock } from './lists/ListsBlock.tsx';
import { PricingBlock } from './pricing/PricingBlock.tsx';
import { ProcessBlock } from './process/ProcessBlock.tsx';
import { ProseBlock } from './prose/ProseBlock.tsx';
import { RankingCasesBlock } from './ranking-cases/RankingCasesBlock.tsx';
import type { BlockType } from './registry.ts';
import { ShowcaseBlock } from './showcase/ShowcaseBlock.tsx';
import { SplitBlock } from './split/SplitBlock.tsx';
import { StatsBlock } from './stats/StatsBlock.tsx';
import { StoryBlock } from './story/StoryBlock.tsx';
import { LazyTableBlock } from './table/LazyTableBlock.tsx';
import { TeamBlock } from './team/TeamBlock.tsx';
import { TestimonialBlock } from './testimonial/TestimonialBlock.tsx';
import { TestimonialsBlock } from './testimonials/TestimonialsBlock.tsx';
import { TransformationsBlock } from './transformations/TransformationsBlock.tsx';

interface BlockComponent<T extends BlockType> {
  Component: ComponentType<BlockProps<T>>;
  /** Stands on its own band: the page's alternating backgrounds pass it by. */
  ownBand?: true;
}

export const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  prose: { Component: ProseBlock },
  split: { Component: SplitBlock },
  cards: { Component: CardsBlock },
  stats: { Component: StatsBlock },
  process: { Component: ProcessBlock },
  checklist: { Component: ChecklistBlock },
  lists: { Component: ListsBlock },
  testimonial: { Component: TestimonialBlock },
  testimonials: { Component: TestimonialsBlock },
  story: { Component: StoryBlock },
  badges: { Component: BadgesBlock },
  pricing: { Component: PricingBlock },
  conversation: { Component: ConversationBlock },
  faq: { Component: FaqBlock },
  table: { Component: LazyTableBlock },
  chart: { Component: ChartBlock },
  'comparison-bars': { Component: ComparisonBarsBlock },
  'ranking-cases': { Component: RankingCasesBlock },
  showcase: { Component: ShowcaseBlock },
  transformations: { Component: TransformationsBlock },
  team: { Component: TeamBlock },
  form: { Component: FormBlock },
  listing: { Component: ListingBlock },
  calendar: { Component: CalendarBlock },
  cta: { Component: CtaSection, ownBand: true },
};
