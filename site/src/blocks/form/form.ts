import * as v from 'valibot';
import { isJobRole } from '../../forms/job-application.ts';
import { defineBlock, linkAt } from '../definition.ts';
import { heading, idSchema, linkSchema, text } from '../fields.ts';

/** One of the site's lead forms, beside a few lines on what happens next. */
export const form = defineBlock({
  schema: v.strictObject({
    type: v.literal('form'),
    id: idSchema,
    form: v.picklist(['audit', 'job-application']),
    heading,
    intro: v.optional(text),
    points: v.optional(v.array(text)),
    link: v.optional(linkSchema),
  }),
  text: (block) => [block.heading, block.intro ?? '', ...(block.points ?? [])],
  links: (block) => (block.link ? [linkAt('link', block.link)] : []),
  // A job page applies for itself: its form's role is its slug.
  checks: (blocks, page) =>
    blocks.flatMap(({ block, index }) => {
      if (block.form !== 'job-application') return [];
      if (!page.job) return [`blocks.${index}: a job application form belongs on a page with job facts`];
      if (!isJobRole(page.slug)) return [`blocks.${index}: "${page.slug}" is not one of the roles the form accepts`];
      return [];
    }),
});
