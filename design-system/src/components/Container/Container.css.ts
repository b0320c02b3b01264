import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery } from '../../constants.ts';
import { pageColumn } from '../../styles/pageColumn.css.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: { marginInline: 'auto' },
  variants: {
    size: {
      // The column of the header, hero and sections, so a container lines up with them.
      page: [pageColumn],
      // Prose width plus its padding, so the text column itself is `vars.size.prose`.
      prose: {
        width: '100%',
        paddingInline: vars.space['4'],
        maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space['8']})`,
        '@media': { [desktopQuery]: { paddingInline: vars.space['8'] } },
      },
    },
  },
  defaultVariants: { size: 'page' },
});
