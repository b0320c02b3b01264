import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, testimonialSchema } from '../fields.ts';

export const testimonial = defineBlock({
  schema: v.strictObject({
    type: v.literal('testimonial'),
    id: anchorId,
    heading: v.optional(heading),
    ...testimonialSchema.entries,
  }),
  text: (block) => [block.heading ?? '', block.quote],
});
