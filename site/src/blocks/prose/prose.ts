import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, copy, heading, text } from '../fields.ts';
import { copyTexts } from '../text.ts';

/** Running copy: the page's own words. */
export const prose = defineBlock({
  schema: v.strictObject({
    type: v.literal('prose'),
    id: anchorId,
    heading,
    lead: v.optional(text),
    paragraphs: copy,
  }),
  text: (block) => [block.heading, block.lead ?? '', ...copyTexts(block.paragraphs)],
});
