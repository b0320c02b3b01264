import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, shortText, text } from '../fields.ts';

export const faq = defineBlock({
  schema: v.strictObject({
    type: v.literal('faq'),
    id: anchorId,
    heading,
    items: v.pipe(v.array(v.strictObject({ question: shortText(140), answer: text })), v.minLength(2)),
  }),
  text: (block) => [block.heading, ...block.items.flatMap((item) => [item.question, item.answer])],
});
