import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/classNames.ts';
import { Card } from '../Card/Card.tsx';
import * as styles from './StatTile.css.ts';

export interface StatTileProps extends HTMLAttributes<HTMLDivElement> {
  /** The figure, as shown, e.g. "385%" or "48hrs". */
  value: string;
  /** What the figure measures, e.g. "Organic traffic increase". */
  label: string;
  /**
   * Draw the tile as a card; off, it sits directly on the section (e.g. on a dark band).
   * @default true
   */
  framed?: boolean;
}

/** A headline figure with its label, e.g. "385%" over "Organic traffic increase". */
export function StatTile({ value, label, framed = true, className, ...props }: StatTileProps) {
  const content = (
    <>
      <p className={styles.value}>{value}</p>
      <p className={styles.label}>{label}</p>
    </>
  );
  return framed ? (
    <Card {...props} className={cx(styles.root, className)}>
      {content}
    </Card>
  ) : (
    <div {...props} className={cx(styles.root, styles.unframed, className)}>
      {content}
    </div>
  );
}
