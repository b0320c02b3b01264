import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, shortText, text } from '../fields.ts';

/** Several titled lists side by side, e.g. who it suits and what they get. */
export const lists = defineBlock({
  schema: v.strictObject({
    type: v.literal('lists'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    lists: v.pipe(
      v.array(v.strictObject({ title: shortText(60), items: v.pipe(v.array(text), v.minLength(2)) })),
      v.minLength(2),
      v.maxLength(3),
    ),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...block.lists.flatMap((list) => [list.title, ...list.items])],
});
