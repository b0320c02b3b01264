import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': { [desktopQuery]: { paddingInline: vars.space['8'] } },
  },
  variants: {
    size: {
      page: { maxWidth: vars.size.container },
      // Prose width plus its padding, so the text column itself is `vars.size.prose`.
      prose: { maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space['8']})` },
    },
  },
  defaultVariants: { size: 'page' },
});
