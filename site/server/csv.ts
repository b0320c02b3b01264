/** RFC 4180 CSV, safe to open in a spreadsheet. */

// A cell that starts like a formula would run as one in a spreadsheet; plain numbers such as
// "+61 3 9111 4820" cannot call anything and stay as they are.
const formulaStart = /^[=+\-@\t\r]/;
const harmlessNumber = /^[+-]?[\d\s().-]*$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text) && !harmlessNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
