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
}

/**
 * A read-only table in a wrapper that scrolls sideways on narrow screens; the wrapper is a focusable, named region so
 * keyboard users can scroll it too. It is a plain HTML table, not RAC's `Table`: that one is a grid with a focus stop
 * on every cell, which a table with nothing to select or act on does not need (and its grid roles on `tr`/`th`/`td`
 * are invalid HTML).
 */
export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  caption,
  renderCell,
  hideCaption = false,
  className,
  ...props
}: DataTableProps<T>) {
  const captionId = useId();
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key;
  return (
    <div {...props} className={cx(styles.root, className)}>
      <p id={captionId} className={styles.caption} hidden={hideCaption}>
        {caption}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
        <table aria-labelledby={captionId} className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles.cell({ header: true, align: column.align })}>
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
                  const className = styles.cell({ align: column.align });
                  return column.key === rowHeaderKey ? (
                    <th key={column.key} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
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
