import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, paragraphs, shortText, statSchema } from '../fields.ts';

/** A client success story with its figures. */
export const story = defineBlock({
  schema: v.strictObject({
    type: v.literal('story'),
    id: anchorId,
    heading,
    eyebrow: v.optional(shortText(60)),
    title: shortText(100),
    paragraphs,
    stats: v.pipe(v.array(statSchema), v.minLength(2), v.maxLength(4)),
  }),
  text: (block) => [block.heading, block.title, ...block.paragraphs, ...block.stats.map((stat) => stat.label)],
});
