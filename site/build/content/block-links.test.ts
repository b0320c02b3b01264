import { expect, test } from 'vitest';
import { blockLinks } from '../../src/blocks/registry.ts';
import { loadAllEntries } from './load.ts';

/** The value at a field path (`blocks.3.tiers.0.cta`) of an entry's data. */
function at(data: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

test("each block's links name the field they sit at", () => {
  const mismatches = loadAllEntries().flatMap(({ file, data }) =>
    data.blocks.flatMap((block, index) =>
      blockLinks(block, index).flatMap(({ field, href }) => {
        const value = at(data, field);
        const found = typeof value === 'string' ? value : (value as { href?: string } | undefined)?.href;
        return found === href ? [] : [`${file}: ${field} holds ${JSON.stringify(found)}, not ${href}`];
      }),
    ),
  );
  expect(mismatches).toEqual([]);
});
