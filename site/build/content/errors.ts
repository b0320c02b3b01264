/** Where content lives and how a problem in it is reported: the file and the field, then what is wrong. */
import { fileURLToPath } from 'node:url';
import type * as v from 'valibot';

export const contentRoot = fileURLToPath(new URL('../../src/content/', import.meta.url));

export class ContentError extends Error {
  override name = 'ContentError';
}

/** A schema issue's field path (`blocks.3.items.0.quote`). */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (
    issue.path
      ?.map((item) => item.key)
      .filter((key) => key !== undefined)
      .join('.') || '(root)'
  );
}
