import * as v from 'valibot';
import { defineBlock } from '../definition.ts';
import { heading, idSchema, text } from '../fields.ts';

/** The booking calendar, revealed by links flagged `calendar`. */
export const calendar = defineBlock({
  schema: v.strictObject({
    type: v.literal('calendar'),
    id: idSchema,
    heading,
    intro: v.optional(text),
  }),
  text: (block) => [block.heading, block.intro ?? ''],
  // A calendar link needs the calendar it reveals, on the same page, and a calendar needs a way in.
  checks: (calendars, page) => {
    const problems: string[] = [];
    const calendarLinks = page.links.filter((link) => link.calendar);
    if (calendars.length > 1) problems.push('blocks: at most one calendar block a page');
    if (calendars.length === 0) {
      for (const { field } of calendarLinks)
        problems.push(`${field}: calendar: true, but the page has no calendar block`);
    } else if (calendarLinks.length === 0) {
      problems.push(`blocks.${calendars[0]?.index}: a calendar block, but no link flagged calendar: true reveals it`);
    }
    return problems;
  },
});
