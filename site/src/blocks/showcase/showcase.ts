import * as v from 'valibot';
import { voiceProblems } from '../../content/roster.ts';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, idSchema, shortText, text } from '../fields.ts';

/** Past projects, filterable by category (`?category=` in the address). */
export const showcase = defineBlock({
  schema: v.strictObject({
    type: v.literal('showcase'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    /** The text of each card's link to its case study (the project's name follows for screen readers). */
    caseStudyLabel: shortText(40),
    /** Names the filter row for screen readers. */
    filterLabel: shortText(60),
    categories: v.pipe(
      v.array(v.strictObject({ id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)), label: shortText(30) })),
      v.minLength(2),
    ),
    items: v.pipe(
      v.array(
        v.strictObject({
          /** The client's id in `content/clients/`: the project is titled with its name from there. */
          client: idSchema,
          /** Ids from the block's `categories` (never `all`, the first, which shows everything). */
          categories: v.pipe(v.array(v.string()), v.minLength(1)),
          description: text,
          /**
           * What the card's picture shows (the first screen of the project's demo page, drawn at build), for people
           * who cannot see it: its words quote the demo's headline.
           */
          pictureAlt: shortText(200),
          results: v.pipe(v.array(shortText(60)), v.minLength(2), v.maxLength(4)),
          /** The project's case study on this site (`/portfolio/<project>`). */
          caseStudy: v.pipe(
            v.string(),
            v.regex(/^\/portfolio\/[a-z0-9-]+$/, 'must be a case study: /portfolio/<project>'),
          ),
          /** The live site, opened in a new tab. */
          href: v.pipe(v.string(), v.startsWith('https://', 'must be an https:// address')),
          linkLabel: shortText(40),
        }),
      ),
      v.minLength(2),
    ),
  }),
  text: (block) => [
    block.heading,
    block.intro ?? '',
    ...block.items.flatMap((item) => [item.description, ...item.results]),
  ],
  links: (block) =>
    block.items.flatMap((item, index) => [
      { field: `items.${index}.caseStudy`, href: item.caseStudy },
      { field: `items.${index}.href`, href: item.href },
    ]),
  // Every project is a client in the roster, filed under the block's categories, and every category shows something.
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) => {
      const problems = block.items.flatMap((item, itemIndex) =>
        voiceProblems(`blocks.${index}.items.${itemIndex}`, item, page.roster),
      );
      const ids = block.categories.map((category) => category.id);
      block.items.forEach((item, itemIndex) => {
        for (const id of item.categories) {
          if (!ids.slice(1).includes(id)) {
            problems.push(
              `blocks.${index}.items.${itemIndex}.categories: "${id}" is not one of ${ids.slice(1).join(', ')}`,
            );
          }
        }
      });
      for (const id of ids.slice(1)) {
        if (!block.items.some((item) => item.categories.includes(id))) {
          problems.push(`blocks.${index}.categories: "${id}" has no project, so its filter would show nothing`);
        }
      }
      return problems;
    }),
});
