import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { timing } from '../../constants.ts';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './Tooltip.css.ts';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * How long the pointer rests on the trigger before the tooltip opens. Keyboard focus opens it at once.
   * @default timing.tooltipDelay (700)
   */
  delay?: number;
  /**
   * How long it stays after the pointer leaves; moving to another tooltip within this time opens that one at once.
   * @default timing.tooltipCloseDelay (300)
   */
  closeDelay?: number;
}

/** Wraps a focusable trigger (a Button, IconButton, or RAC `Focusable`) and its `Tooltip`. */
export function TooltipTrigger({
  delay = timing.tooltipDelay,
  closeDelay = timing.tooltipCloseDelay,
  ...props
}: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** A short hint. Never the only place for information the user needs. */
  children: ReactNode;
  /**
   * Show a small arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
}

/** A short text hint beside its trigger, shown on hover (after a delay) and on keyboard focus. */
export function Tooltip({ showArrow = true, offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={withClassName(styles.root, className)}>
      {showArrow ? (
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </RACTooltip>
  );
}
