/** A cell that is one figure, with at most a sign, a dollar sign and a unit: `1,300`, `+608%`, `4.8 s`, `$1,490`. */
const figure = /^[+\-−]?\$?\d[\d,.]*(?:\s?(?:%|s))?$/;

/** Whether every cell of a table column is a figure: such a column takes tabular digits and aligns to the end. */
export function isFigureColumn(cells: string[]): boolean {
  return cells.length > 0 && cells.every((cell) => figure.test(cell.trim()));
}
