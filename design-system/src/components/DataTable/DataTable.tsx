import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './DataTable.css.ts';

export interface DataTableColumn<T> {
  /** The row field this column shows. */
  key: keyof T & string;
  /** Column heading. */
  label: string;
  /**
   * This column names the row (e.g. the keyword); screen readers announce it with each cell.
   * Exactly one column should be the row header; the first one is when none is marked.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Alignment; numbers read best aligned to the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Every cell of the column is a figure: its digits take equal widths so they line up (text cells keep the font's
   * own spacing), and it is aligned to the end unless `align` says otherwise.
   * @default false
   */
  numeric?: boolean;
}

export interface DataTableProps<T extends { id: string | number }> extends HTMLAttributes<HTMLDivElement> {
  /** The columns, in order. */
  columns: DataTableColumn<T>[];
  /** The rows; each needs a unique `id`. */
  rows: T[];
  /** Names the table: shown above it as its caption and used as its accessible name. */
  caption: string;
  /**
   * Draws a cell; without it the field's value is shown as text.
   * @default undefined
   */
  renderCell?: (row: T, column: DataTableColumn<T>) => ReactNode;
  /**
   * Hide the caption visually (it still names the table), when a heading nearby says the same.
   * @default false
   */
  hideCaption?: boolean;
  /**
   * In a container narrower than the tablet breakpoint, a table of three or more columns shows each row as a block:
   * its row header, then one line per cell led by the column's heading. Set false for a table that should keep its
   * columns there and scroll sideways instead.
   * @default true
   */
  stackWhenNarrow?: boolean;
}

/**
 * A read-only table that fits its column: text wraps, and in a narrow container rows of three or more columns stack
 * (each cell led by its column's heading, drawn from a `data-label`, while the elements stay a table for screen
 * readers). What still cannot fit scrolls sideways in a focusable, named region that keyboard users can scroll too,
 * with a shadow at the edge that has more beyond it. It is a plain HTML table, not RAC's `Table`: that one is a grid with a focus stop
 * on every cell, which a table with nothing to select or act on does not need (and its grid roles on `tr`/`th`/`td`
 * are invalid HTML).
 */
export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  caption,
  renderCell,
  hideCaption = false,
  stackWhenNarrow = true,
  className,
  ...props
}: DataTableProps<T>) {
  const captionId = useId();
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key;
  const stacks = stackWhenNarrow && columns.length >= 3;
  const cellClass = (column: DataTableColumn<T>, header = false) => {
    const className = styles.cell({ header, align: column.align ?? (column.numeric ? 'end' : 'start') });
    return column.numeric && !header ? cx(className, styles.figures) : className;
  };
  return (
    <div {...props} className={cx(styles.root, className)}>
      <p id={captionId} className={styles.caption} hidden={hideCaption}>
        {caption}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
        <table aria-labelledby={captionId} className={cx(styles.table, stacks && styles.stackedTable)}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column, true)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {columns.map((column) => {
                  const content = renderCell ? renderCell(row, column) : String(row[column.key] ?? '');
                  const className = cellClass(column);
                  return column.key === rowHeaderKey ? (
                    <th key={column.key} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={className} data-label={stacks ? column.label : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
