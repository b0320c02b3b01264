/**
 * The kit's sources import each other with their `.ts`/`.tsx` names; the emitted declarations must name the `.js`
 * files the package ships, so an app's TypeScript (any module resolution) finds the `.d.ts` beside each.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const typesDir = fileURLToPath(new URL('../dist/types', import.meta.url));
const relativeSpecifier = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g;

for (const entry of readdirSync(typesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(relativeSpecifier, '$1$2.js$3');
  if (rewritten !== text) writeFileSync(file, rewritten);
}
