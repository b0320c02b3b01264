import * as v from 'valibot';
import { defineBlock, linkAt } from '../definition.ts';
import { anchorId, heading, linkSchema, shortText, text } from '../fields.ts';

export const pricing = defineBlock({
  schema: v.strictObject({
    type: v.literal('pricing'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    tiers: v.pipe(
      v.array(
        v.strictObject({
          name: shortText(40),
          /** As shown: `$399 AUD`, `Contact for Pricing`. */
          price: shortText(40),
          /** Price in AUD for structured data, when the tier has a fixed one. */
          amount: v.optional(v.pipe(v.number(), v.minValue(0))),
          /** Price range in AUD for structured data (`max` left out for "and up"). */
          range: v.optional(
            v.strictObject({
              min: v.pipe(v.number(), v.minValue(0)),
              max: v.optional(v.pipe(v.number(), v.minValue(0))),
            }),
          ),
          period: v.optional(shortText(30)),
          description: text,
          features: v.pipe(v.array(text), v.minLength(2)),
          cta: linkSchema,
          badge: v.optional(shortText(24)),
          highlighted: v.optional(v.boolean()),
        }),
      ),
      v.minLength(1),
      v.maxLength(4),
    ),
    /** Smaller packs sold beside the tiers, named so links to them land on something. */
    addons: v.optional(
      v.strictObject({
        heading: shortText(60),
        items: v.pipe(v.array(v.strictObject({ name: shortText(40), body: text })), v.minLength(2)),
      }),
    ),
    note: v.optional(text),
  }),
  text: (block) => [
    block.heading,
    block.intro ?? '',
    block.note ?? '',
    ...block.tiers.flatMap((tier) => [tier.description, ...tier.features]),
    ...(block.addons?.items.flatMap((addon) => [addon.name, addon.body]) ?? []),
  ],
  links: (block) => block.tiers.map((tier, index) => linkAt(`tiers.${index}.cta`, tier.cta)),
});
