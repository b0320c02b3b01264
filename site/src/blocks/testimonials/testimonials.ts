import * as v from 'valibot';
import { voiceProblems } from '../../content/roster.ts';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, testimonialSchema, text } from '../fields.ts';

/** Several client quotes side by side. */
export const testimonials = defineBlock({
  schema: v.strictObject({
    type: v.literal('testimonials'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    items: v.pipe(v.array(testimonialSchema), v.minLength(2), v.maxLength(6)),
    /** The rating summary under the quotes, e.g. "Rated 4.9 from 127 reviews". */
    note: v.optional(text),
  }),
  text: (block) => [block.heading, block.intro ?? '', block.note ?? '', ...block.items.map((item) => item.quote)],
  // Each client and person quoted is in the roster, and each person speaks for the client beside them.
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) =>
      block.items.flatMap((item, itemIndex) => voiceProblems(`blocks.${index}.items.${itemIndex}`, item, page.roster)),
    ),
});
