import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { anchorId, heading, idSchema, text } from '../fields.ts';

/** The agency's own people, by their ids in `content/team/`: names, roles and bios are read from there. */
export const team = defineBlock({
  schema: v.strictObject({
    type: v.literal('team'),
    id: anchorId,
    heading,
    intro: v.optional(text),
    members: v.pipe(v.array(idSchema), v.minLength(1)),
  }),
  text: (block) => [block.heading, block.intro ?? ''],
  // Everyone shown is on the team: a client's person or a name the rosters do not hold stops the build.
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) =>
      block.members.flatMap((id, memberIndex) => {
        if (page.roster.team.has(id)) return [];
        const client = [...page.roster.clients.values()].find((other) => other.people.some((p) => p.id === id));
        const field = `blocks.${index}.members.${memberIndex}`;
        return [
          client
            ? `${field}: "${id}" speaks for ${client.name}, a client, and is not on the team`
            : `${field}: no team member "${id}" in content/team`,
        ];
      }),
    ),
});
