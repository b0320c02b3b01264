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
  /**
   * Further cells, one column per key in first-seen order, e.g. a peer's figure beside ours and their ratio. Columns
   * no row fills are left out, so a table without them looks as before.
   */
  extra?: Record<string, string>;
}

export interface Benchmark {
  name: string;
  /** What must exist first, e.g. "npm run build". */
  needs?: string;
  run(): Promise<BenchRow[]>;
}

/** Prints rows as an aligned table. */
export function printTable(rows: BenchRow[]): void {
  const extraKeys = [...new Set(rows.flatMap((row) => Object.keys(row.extra ?? {})))];
  const header = ['benchmark', 'metric', 'value', ...extraKeys, 'target', 'ok'];
  const body = rows.map((row) => [
    row.benchmark,
    row.metric,
    `${Number.isInteger(row.value) ? row.value : row.value.toFixed(2)} ${row.unit}`.trim(),
    ...extraKeys.map((key) => row.extra?.[key] ?? ''),
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

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
