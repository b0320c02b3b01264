import * as v from 'valibot';
import { voiceProblems } from '../../content/roster.ts';
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
  // The client and the person quoted are in the roster, and the person speaks for that client.
  checks: (blocks, page) => blocks.flatMap(({ block, index }) => voiceProblems(`blocks.${index}`, block, page.roster)),
});
