import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, statSchema, text } from '../fields.ts';

export const stats = defineBlock({
  schema: v.strictObject({
    type: v.literal('stats'),
    id: anchorId,
    heading: v.optional(heading),
    intro: v.optional(text),
    items: v.pipe(v.array(statSchema), v.minLength(2), v.maxLength(4)),
    /** Where the figures come from or what they mean. */
    note: v.optional(text),
  }),
  text: (block) => [block.heading ?? '', block.intro ?? '', block.note ?? '', ...block.items.map((item) => item.label)],
});
