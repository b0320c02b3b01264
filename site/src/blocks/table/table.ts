import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, phoneFold, shortText, text } from '../fields.ts';

/** A table of figures or a comparison; the first column heads each row. */
export const table = defineBlock({
  schema: v.strictObject({
    type: v.literal('table'),
    id: anchorId,
    heading,
    phoneFold,
    intro: v.optional(text),
    /** Names the table for screen readers (and on screen). */
    caption: shortText(120),
    columns: v.pipe(v.array(shortText(40)), v.minLength(2), v.maxLength(6)),
    rows: v.pipe(v.array(v.pipe(v.array(shortText(120)), v.minLength(2), v.maxLength(6))), v.minLength(2)),
    note: v.optional(text),
  }),
  text: (block) => [block.heading, block.intro ?? '', block.caption, block.note ?? '', ...block.rows.flat()],
});
