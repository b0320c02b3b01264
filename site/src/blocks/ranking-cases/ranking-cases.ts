import * as v from 'valibot';
import { voiceProblems } from '../../content/roster.ts';
import { defineBlock, linkAt } from '../definition.ts';
import { anchorId, heading, idSchema, linkSchema, shortText, text } from '../fields.ts';

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
          /** The client's id in `content/clients/`: its name, trade and suburb are read from there. */
          client: idSchema,
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
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) =>
      block.items.flatMap((item, itemIndex) => voiceProblems(`blocks.${index}.items.${itemIndex}`, item, page.roster)),
    ),
});
