import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, shortText, text } from '../fields.ts';

/** The other entries of a collection, e.g. open positions on the careers page. */
export const listing = defineBlock({
  schema: v.strictObject({
    type: v.literal('listing'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    collection: v.literal('careers'),
    linkLabel: shortText(40),
  }),
  text: (block) => [block.heading, block.intro ?? ''],
});
