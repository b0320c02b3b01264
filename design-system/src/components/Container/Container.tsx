import { cx } from '../../utils/classNames.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Container.css.ts';

export const containerSizes = ['page', 'prose'] as const;

export interface ContainerProps extends Omit<BoxProps, 'maxWidth' | 'width'> {
  /**
   * `page` for full layouts (`vars.size.container`), `prose` for a readable text column (`vars.size.prose`).
   * @default 'page'
   */
  size?: (typeof containerSizes)[number];
}

/** Centres content at a maximum width, with side padding that grows on wider screens. */
export function Container({ size, className, ...props }: ContainerProps) {
  return <Box {...props} className={cx(styles.root({ size }), className)} />;
}
