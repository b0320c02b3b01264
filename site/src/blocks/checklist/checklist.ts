import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, text } from '../fields.ts';

/** A list with check marks: features, deliverables, inclusions. */
export const checklist = defineBlock({
  schema: v.strictObject({
    type: v.literal('checklist'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(v.array(text), v.minLength(2)),
    columns: v.optional(v.picklist([1, 2, 3])),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...block.items],
});
