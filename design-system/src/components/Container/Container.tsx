import type { RecipeVariants } from '@vanilla-extract/recipes';
import { cx } from '../../utils/classNames.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Container.css.ts';

/** The props the style recipe varies on; each variant prop below takes its type from it. */
type ContainerVariants = NonNullable<RecipeVariants<typeof styles.root>>;

export const containerSizes = ['page', 'prose'] as const satisfies readonly NonNullable<ContainerVariants['size']>[];

export interface ContainerProps extends Omit<BoxProps, 'maxWidth' | 'width'> {
  /**
   * `page` for full layouts (`vars.size.container`), `prose` for a readable text column (`vars.size.prose`).
   * @default 'page'
   */
  size?: ContainerVariants['size'];
}

/** Centres content at a maximum width, with side padding that grows on wider screens. */
export function Container({ size, className, ...props }: ContainerProps) {
  return <Box {...props} className={cx(styles.root({ size }), className)} />;
}
