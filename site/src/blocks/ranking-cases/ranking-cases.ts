import * as v from 'valibot';
import { defineBlock, linkAt } from '../definition.ts';
import { anchorId, heading, linkSchema, shortText, text } from '../fields.ts';

/** Search-ranking case studies: a keyword's position before and after a campaign. */
export const rankingCases = defineBlock({
  schema: v.strictObject({
    type: v.literal('ranking-cases'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    link: linkSchema,
    items: v.pipe(
      v.array(
        v.strictObject({
          client: shortText(60),
          industry: shortText(40),
          location: shortText(60),
          keyword: shortText(60),
          before: v.pipe(v.number(), v.integer(), v.minValue(1)),
          after: v.pipe(v.number(), v.integer(), v.minValue(1)),
          days: v.pipe(v.number(), v.integer(), v.minValue(1)),
          result: shortText(80),
          strategy: text,
        }),
      ),
      v.minLength(1),
    ),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...block.items.flatMap((item) => [item.result, item.strategy])],
  links: (block) => [linkAt('link', block.link)],
});
