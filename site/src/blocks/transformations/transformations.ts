import * as v from 'valibot';
import { voiceProblems } from '../../content/roster.ts';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, idSchema, mockupSchema, shortText, text } from '../fields.ts';

/** Redesigns: the old site and the new one, and what changed. */
export const transformations = defineBlock({
  schema: v.strictObject({
    type: v.literal('transformations'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(
      v.array(
        v.strictObject({
          /** The client's id in `content/clients/`: the name shown is read from there. */
          client: idSchema,
          category: shortText(40),
          description: text,
          before: mockupSchema,
          after: mockupSchema,
          improvements: v.pipe(v.array(shortText(90)), v.minLength(3), v.maxLength(6)),
        }),
      ),
      v.minLength(2),
    ),
  }),
  text: (block) => [
    block.heading,
    block.intro ?? '',
    ...block.items.flatMap((item) => [item.description, ...item.improvements]),
  ],
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) =>
      block.items.flatMap((item, itemIndex) => voiceProblems(`blocks.${index}.items.${itemIndex}`, item, page.roster)),
    ),
});
