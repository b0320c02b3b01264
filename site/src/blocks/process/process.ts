import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, phoneFold, shortText, text } from '../fields.ts';

export const process = defineBlock({
  schema: v.strictObject({
    type: v.literal('process'),
    id: anchorId,
    heading,
    phoneFold,
    intro: v.optional(text),
    steps: v.pipe(
      v.array(v.strictObject({ title: shortText(60), body: text, duration: v.optional(shortText(30)) })),
      v.minLength(2),
      v.maxLength(6),
    ),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...block.steps.flatMap((step) => [step.title, step.body])],
});
