import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
// Loads the Button rules ahead of these in the stylesheet, so the shape and size below win over them.
import '../Button/Button.css.ts';

/**
 * Layered on the `Button` recipe, which gives the colours and states: this adds only the square footprint,
 * the corner shape and the icon size.
 */
export const root = recipe({
  base: {
    flexShrink: 0,
    padding: 0,
  },
  variants: {
    size: {
      // Both sizes keep at least the 44 px touch target.
      md: { width: vars.size.tapTarget, height: vars.size.tapTarget, fontSize: '1.25rem' },
      lg: { width: '3.25rem', height: '3.25rem', fontSize: '1.5rem' },
    },
    shape: {
      square: {},
      round: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});

export const icon = style({ display: 'contents' });

// Icons scale with the button's font size.
globalStyle(`${icon} > svg`, { width: '1em', height: '1em' });
