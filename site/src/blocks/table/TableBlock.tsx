/**
 * The table block's body, in a chunk of its own: the kit's data table is the largest piece of script a content page
 * can need, so only pages with a table load it (see `LazyTableBlock.tsx`, which also hands it its class).
 */
import { DataTable } from '@tallowood/design-system';
import { type BlockProps, BlockSection, Note } from '../BlockParts.tsx';
import { isFigureColumn } from './figures.ts';

export function TableBlock({ block, tone, tableClassName }: BlockProps<'table'> & { tableClassName: string }) {
  type Row = { id: number } & Record<string, string | number>;
  const columns = block.columns.map((label, index) => ({
    key: `c${index}`,
    label,
    isRowHeader: index === 0,
    numeric: index > 0 && isFigureColumn(block.rows.map((cells) => cells[index] ?? '')),
  }));
  const rows: Row[] = block.rows.map((cells, row) => ({
    id: row,
    ...Object.fromEntries(columns.map((column, index) => [column.key, cells[index] ?? ''])),
  }));
  return (
    <BlockSection block={block} tone={tone}>
      <DataTable<Row> columns={columns} rows={rows} caption={block.caption} className={tableClassName} />
      <Note text={block.note} />
    </BlockSection>
  );
}
