import { lazy, Suspense } from 'react';
import * as styles from '../../templates/FigureBlocks.css.ts';
import type { BlockProps } from '../BlockParts.tsx';

const TableBlock = lazy(() => import('./TableBlock.tsx').then((module) => ({ default: module.TableBlock })));

/**
 * The table's code comes only to pages with a table; its server HTML stays as it is until the code has come. Its
 * class comes from here: a style module first reached from a lazy chunk would move its rules in the site's single
 * stylesheet.
 */
export function LazyTableBlock(props: BlockProps<'table'>) {
  return (
    <Suspense fallback={null}>
      <TableBlock {...props} tableClassName={styles.table} />
    </Suspense>
  );
}
