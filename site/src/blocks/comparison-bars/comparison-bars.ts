import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, phoneFold, shortText, text } from '../fields.ts';

/** Paired bars, before and after, for several measures; drawn inside a table. */
export const comparisonBars = defineBlock({
  schema: v.strictObject({
    type: v.literal('comparison-bars'),
    id: anchorId,
    heading,
    phoneFold,
    intro: v.optional(text),
    caption: shortText(120),
    items: v.pipe(
      v.array(
        v.strictObject({
          label: shortText(60),
          before: v.pipe(v.number(), v.minValue(0)),
          after: v.pipe(v.number(), v.minValue(0)),
          /** Appended to the figures, e.g. `%` or ` s`. */
          unit: v.optional(v.pipe(v.string(), v.maxLength(12))),
          /** Set when a smaller figure is the better one (load time, bounce rate). */
          lowerIsBetter: v.optional(v.boolean()),
        }),
      ),
      v.minLength(2),
      v.maxLength(8),
    ),
  }),
  text: (block) => [block.heading, block.intro ?? '', block.caption, ...block.items.map((item) => item.label)],
});
