import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, shortText } from '../fields.ts';

/** Trust badges: certifications, partners, guarantees. */
export const badges = defineBlock({
  schema: v.strictObject({
    type: v.literal('badges'),
    id: anchorId,
    heading,
    items: v.pipe(v.array(shortText(40)), v.minLength(2)),
  }),
  text: (block) => [block.heading, ...block.items],
});
