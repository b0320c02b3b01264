/**
 * No module of the kit or the site imports itself back through others, statically or through a lazy
 * `import()`: a cycle makes evaluation order decide what a module sees, and splits chunks badly.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const roots = ['design-system/src', 'site/src', 'site/server', 'site/build'].map((dir) => join(repo, dir));
const packages: Record<string, string> = { '@tallowood/design-system': 'design-system/src/index.ts' };
const specifiers = /(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (packages[specifier]) return join(repo, packages[specifier]);
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** Every cycle's modules, found by depth-first search over the import graph. */
function findCycles(files: readonly string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(specifiers)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
      .filter((target): target is string => Boolean(target));
    graph.set(file, targets);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => relative(repo, file)));
}

test('no import cycles in the kit, the site or its server', () => {
  expect(findCycles(roots.flatMap(sourceFiles))).toEqual([]);
});

test('a cycle through a lazy import is found', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  writeFileSync(join(dir, 'routes.ts'), "export const load = () => import('./Search.tsx');\n");
  writeFileSync(join(dir, 'Search.tsx'), "import { load } from './routes.ts';\nexport default load;\n");
  writeFileSync(join(dir, 'leaf.ts'), "import { load } from './routes.ts';\n");
  const cycles = findCycles(sourceFiles(dir));
  expect(cycles).toHaveLength(1);
  expect(new Set(cycles[0]?.map((file) => file.split('/').pop()))).toEqual(new Set(['routes.ts', 'Search.tsx']));
});
