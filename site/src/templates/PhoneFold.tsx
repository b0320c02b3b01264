/** Folds for a phone: what a phone need not scroll through until asked, shown whole from the desktop width. */
import { ChevronDownIcon, cx, type SpaceKey, Stack } from '@tallowood/design-system';
import type { ReactNode } from 'react';
import * as styles from './ContentPage.css.ts';

/**
 * What a phone need not scroll through until asked: a native disclosure, which opens on the first tap with or without
 * JavaScript (and on a find-in-page match). From the desktop width its content simply shows, its button gone.
 */
export function PhoneFold({
  closed,
  open,
  start = false,
  children,
}: {
  /** The button's words while folded, and while open. */
  closed: ReactNode;
  open: ReactNode;
  /** Sets the button at the start, under running copy, rather than centred under a grid. */
  start?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={styles.more}>
      <summary className={cx(styles.moreSummary, start && styles.moreSummaryStart)}>
        <span className={styles.moreClosed}>{closed}</span>
        <span className={styles.moreOpen}>{open}</span>
        <ChevronDownIcon aria-hidden="true" className={styles.moreChevron} />
      </summary>
      {children}
    </details>
  );
}

/**
 * A long run of items (cards, reviews) showing its first `shown` on a phone, the rest folded under them; a wide screen
 * shows them all. `layout` lays out each part the same way.
 */
export function MoreItems<T>({
  items,
  columns,
  noun,
  gap = '6',
  start = false,
  layout,
}: {
  items: readonly T[];
  /** The grid's columns on a wide screen: a phone shows whole rows of them, at least three items. */
  columns: number;
  /** What the items are, plural ("reviews"), to name the button: "Show 2 more reviews". */
  noun?: string;
  /** The layout's own gap between rows, kept between its two parts so a wide screen reads one run. */
  gap?: SpaceKey;
  /** Sets the button at the start, under a list that reads from there. */
  start?: boolean;
  layout: (items: readonly T[]) => ReactNode;
}) {
  // Whole rows, so the two parts read as one grid on a wide screen; folding away a single item saves less than its
  // button costs.
  const shown = Math.ceil(3 / columns) * columns;
  if (items.length <= shown + 1) return layout(items);
  const what = noun ? ` ${noun}` : '';
  return (
    <Stack gap={gap}>
      {layout(items.slice(0, shown))}
      <PhoneFold closed={`Show ${items.length - shown} more${what}`} open={`Show fewer${what}`} start={start}>
        {layout(items.slice(shown))}
      </PhoneFold>
    </Stack>
  );
}
