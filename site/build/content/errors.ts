/** Where content lives and how a problem in it is reported: the file and the field, then what is wrong. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';

export const contentRoot = fileURLToPath(new URL('../../src/content/', import.meta.url));

export class ContentError extends Error {
  override name = 'ContentError';
}

/** A schema issue's field path (`blocks.3.items.0.quote`). */
function issuePath(issue: v.BaseIssue<unknown>): string {
  return (
    issue.path
      ?.map((item) => item.key)
      .filter((key) => key !== undefined)
      .join('.') || '(root)'
  );
}

/** The files in `dir` with this extension, in name order (none when the folder does not exist). */
export function filesIn(dir: string, extension: '.yaml' | '.md'): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => join(dir, name));
}

/** `source` read as YAML; a file that is not stops the build naming it (and `part`, e.g. "front matter"). */
export function readYaml(file: string, source: string, part?: string): unknown {
  try {
    return parseYaml(source, { prettyErrors: true });
  } catch (error) {
    throw new ContentError(`${file}: ${part ? `${part} is ` : ''}not valid YAML: ${(error as Error).message}`);
  }
}

/** `source` read as YAML and checked against `schema`, as `readYaml` and `validData` do. */
export function validYaml<T>(
  file: string,
  source: string,
  schema: v.GenericSchema<unknown, T>,
  what: { schema: string; part?: string },
): T {
  return validData(file, readYaml(file, source, what.part), schema, what);
}

/** Data checked against `schema`; a mismatch stops the build naming the file (and `part`) and each bad field. */
export function validData<T>(
  file: string,
  raw: unknown,
  schema: v.GenericSchema<unknown, T>,
  what: { schema: string; part?: string },
): T {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const part = what.part ? `${what.part} ` : '';
  const lines = result.issues.map((issue) => `  ${issuePath(issue)}: ${issue.message}`);
  throw new ContentError(`${file}: ${part}does not match the ${what.schema} schema\n${lines.join('\n')}`);
}
