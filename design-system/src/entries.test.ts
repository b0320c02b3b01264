/**
 * react-hook-form is an optional peer of the kit: only the `react-hook-form` entry may reach it; the `early` entry
 * runs before React loads, so it reaches no package. Walks every module an entry imports, as a bundler would.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\('([^']+)'\)/g;

/** Every bare package the module at `entry` reaches through relative imports (type-only ones included). */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else
        packages.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? ''),
        );
    }
  };
  visit(entry);
  return packages;
}

describe('package entries', () => {
  it('the main entry never imports react-hook-form', () => {
    const reached = packagesReached(resolve(here, 'index.ts'));
    expect(reached).toContain('react-aria-components');
    expect(reached).not.toContain('react-hook-form');
  });

  it("the early entry, for a page's first script, reaches no package at all (no React)", () => {
    expect([...packagesReached(resolve(here, 'early.ts'))]).toEqual([]);
  });

  it('the react-hook-form entry is where the bindings live', () => {
    expect(packagesReached(resolve(here, 'react-hook-form.ts'))).toContain('react-hook-form');
  });
});
