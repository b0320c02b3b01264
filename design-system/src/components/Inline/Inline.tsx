import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const;

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'gap'> {
  /**
   * Space between children, a key of `vars.space`; responsive as `{ mobile, desktop }`.
   * @default '3'
   */
  gap?: NonNullable<Sprinkles>['gap'];
  /**
   * Horizontal distribution of the children.
   * @default 'start'
   */
  align?: (typeof inlineAligns)[number];
  /**
   * Vertical alignment of children of different heights.
   * @default 'center'
   */
  alignY?: (typeof inlineAlignYs)[number];
}

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({ gap = '3', align = 'start', alignY = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={gap}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
      {...props}
    />
  );
}
