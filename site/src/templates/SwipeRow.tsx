import { cx, Grid, type GridProps } from '@tallowood/design-system';
import type { HTMLAttributes } from 'react';
import { swipeRow, swipeTrack } from './ContentPage.css.ts';

export interface SwipeRowProps extends GridProps {
  /**
   * Attributes of the box that scrolls on a phone: a row whose cards hold nothing to focus names itself there and takes
   * the keyboard's focus, as a scrolled region must.
   * @default undefined
   */
  scroller?: HTMLAttributes<HTMLDivElement>;
}

/**
 * Cards in columns from the desktop width; on a phone one row swiped through, a card and the edge of the next in view.
 * The grid takes the grid's props; `scroller` goes to the box around it that scrolls.
 */
export function SwipeRow({ scroller, className, ...grid }: SwipeRowProps) {
  return (
    <div {...scroller} className={cx(swipeRow, scroller?.className)}>
      <Grid mobileLimit={false} {...grid} className={cx(swipeTrack, className)} data-offscreen-undrawn="" />
    </div>
  );
}
