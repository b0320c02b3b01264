import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, phoneFold, shortText, statSchema, text } from '../fields.ts';

/** A column chart; its figures are also a table for screen readers. */
export const chart = defineBlock({
  schema: v.strictObject({
    type: v.literal('chart'),
    id: anchorId,
    heading,
    phoneFold,
    intro: v.optional(text),
    title: shortText(90),
    labelHeader: shortText(40),
    valueHeader: shortText(40),
    data: v.pipe(
      v.array(v.strictObject({ label: shortText(20), value: v.pipe(v.number(), v.minValue(0)) })),
      v.minLength(2),
      v.maxLength(12),
    ),
    /** The figure that sums the chart up, e.g. `+608%`. */
    summary: v.optional(statSchema),
  }),
  text: (block) => [block.heading, block.intro ?? '', block.title],
});
