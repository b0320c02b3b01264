/** A benchmark's result rows: one figure each, with its target when it has one. */
export interface BenchRow {
  benchmark: string;
  metric: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "≤ 110". */
  target?: string;
  /** Whether the figure meets its target; undefined when it has none. */
  ok?: boolean;
}

export interface Benchmark {
  name: string;
  /** What must exist first, e.g. "npm run build". */
  needs?: string;
  run(): Promise<BenchRow[]>;
}

/** Prints rows as an aligned table. */
export function printTable(rows: BenchRow[]): void {
  const header = ['benchmark', 'metric', 'value', 'target', 'ok'];
  const body = rows.map((row) => [
    row.benchmark,
    row.metric,
    `${Number.isInteger(row.value) ? row.value : row.value.toFixed(2)} ${row.unit}`.trim(),
    row.target ?? '',
    row.ok === undefined ? '' : row.ok ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' │ ');
  console.log(format(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('─┼─'));
  for (const line of body) console.log(format(line));
}
