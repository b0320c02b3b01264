import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, hrefSchema, shortText, text } from '../fields.ts';

/** A grid of cards; cards with `href` are links (cross-links, related services). */
export const cards = defineBlock({
  schema: v.strictObject({
    type: v.literal('cards'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    columns: v.optional(v.picklist([2, 3, 4])),
    items: v.pipe(
      v.array(
        v.strictObject({
          title: shortText(80),
          body: text,
          href: v.optional(hrefSchema),
          /** Link text shown at the card's foot when it links. */
          linkLabel: v.optional(shortText(40)),
          badge: v.optional(shortText(24)),
        }),
      ),
      v.minLength(1),
    ),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...block.items.flatMap((item) => [item.title, item.body])],
  links: (block) =>
    block.items.flatMap((item, index) => (item.href ? [{ field: `items.${index}.href`, href: item.href }] : [])),
});
