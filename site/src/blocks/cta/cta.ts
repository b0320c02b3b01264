import * as v from 'valibot';
import { defineBlock, linkAt } from '../definition.ts';
import { anchorId, linkSchema, shortText, text } from '../fields.ts';

/** The closing call to action. */
export const cta = defineBlock({
  schema: v.strictObject({
    type: v.literal('cta'),
    id: anchorId,
    title: shortText(90),
    subtitle: text,
    primary: linkSchema,
    secondary: linkSchema,
    variant: v.picklist(['gradient', 'dark']),
  }),
  text: (block) => [block.title, block.subtitle],
  links: (block) => [linkAt('primary', block.primary), linkAt('secondary', block.secondary)],
});
