import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, shortText, text } from '../fields.ts';

/** An example exchange: a customer's question and the automated reply. */
export const conversation = defineBlock({
  schema: v.strictObject({
    type: v.literal('conversation'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    title: v.optional(shortText(60)),
    messages: v.pipe(v.array(v.strictObject({ from: v.picklist(['customer', 'business']), text })), v.minLength(2)),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...block.messages.map((message) => message.text)],
});
