import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /**
   * Space between children, a key of `vars.space`; responsive as `{ mobile, desktop }`.
   * @default '4'
   */
  gap?: NonNullable<Sprinkles>['gap'];
}

/** Children one under another, evenly spaced. */
export function Stack({ gap = '4', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
