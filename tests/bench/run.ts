/**
 * `npm run bench [name…]`: runs the benchmarks and prints their figures as one table.
 * Benchmarks are the `*.bench.ts` modules here; each exports one `Benchmark`.
 */
import { readdirSync } from 'node:fs';
import { type Benchmark, type BenchRow, printTable } from './harness.ts';

const wanted = process.argv.slice(2);
const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.bench.ts'));
const benchmarks: Benchmark[] = [];
for (const file of files.sort()) {
  const module = (await import(`./${file}`)) as Record<string, Benchmark>;
  benchmarks.push(...Object.values(module).filter((value) => typeof value?.run === 'function'));
}

const rows: BenchRow[] = [];
for (const benchmark of benchmarks) {
  if (wanted.length > 0 && !wanted.includes(benchmark.name)) continue;
  console.log(`running ${benchmark.name}${benchmark.needs ? ` (needs: ${benchmark.needs})` : ''}…`);
  rows.push(...(await benchmark.run()));
}
console.log();
printTable(rows);
