import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, artSchema, heading, paragraphs, text } from '../fields.ts';

/** Copy beside an illustration. */
export const split = defineBlock({
  schema: v.strictObject({
    type: v.literal('split'),
    id: anchorId,
    heading,
    paragraphs,
    points: v.optional(v.array(text)),
    art: artSchema,
    /** Illustration on the left on wide screens. */
    reverse: v.optional(v.boolean()),
  }),
  text: (block) => [block.heading, ...block.paragraphs, ...(block.points ?? [])],
});
