/**
 * RFC 4180 CSV, safe to open in a spreadsheet and still exact for a program (see the README's API section).
 *
 * A cell a spreadsheet would run as a formula gets a leading `'`, which spreadsheets read as "text".
 * So that the guard can always be undone, a value that itself starts with `'` gets one too: a reader
 * takes one leading `'` off every cell that has one and gets the stored value back.
 */

// Plain numbers such as "+61 3 9111 4820" or "-5" cannot call anything and stay as they are.
const formulaStart = /^[=+\-@\t\r]/;
const harmlessNumber = /^[+-]?[\d\s().-]*$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (text.startsWith("'") || (formulaStart.test(text) && !harmlessNumber.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its line ending. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return [csvRow(columns), ...rows.map((row) => csvRow(columns.map((column) => row[column])))].join('');
}
