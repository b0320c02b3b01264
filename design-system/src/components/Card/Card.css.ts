import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { inverseScope } from '../Section/Section.css.ts';

/** The surface every card shares; the card components add only their own inner layout. */
export const root = recipe({
  base: {
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    tone: {
      raised: {},
      // Flat panels: they stand out by colour, so they rest without a shadow.
      muted: { backgroundColor: vars.color.surfaceMuted, boxShadow: 'none' },
      // A transparent border still draws in forced-colours mode, where the background does not.
      accent: {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        borderColor: 'transparent',
        boxShadow: 'none',
      },
      inverse: [
        inverseScope,
        { backgroundColor: vars.color.surfaceInverse, borderColor: 'transparent', boxShadow: 'none' },
      ],
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['4'] },
      md: { padding: vars.space['6'] },
      lg: { padding: vars.space['8'] },
    },
    radius: {
      lg: { borderRadius: vars.radius.lg },
      xl: { borderRadius: vars.radius.xl },
    },
    highlighted: {
      true: {
        borderWidth: '2px',
        borderColor: vars.color.accent,
        boxShadow: vars.shadow.lg,
        '@media': { '(forced-colors: active)': { borderColor: 'Highlight', borderWidth: '3px' } },
      },
      false: {},
    },
    interactive: {
      true: {
        // Lets a link's ::after stretch over the whole card.
        position: 'relative',
        transitionProperty: 'box-shadow, border-color, transform',
        transitionDuration: vars.duration.normal,
        selectors: {
          '&:has([data-hovered])': {
            borderColor: vars.color.accent,
            boxShadow: vars.shadow.lg,
            transform: 'translateY(-2px)',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'raised', padding: 'md', radius: 'lg', highlighted: false, interactive: false },
});

/** With `gap`: children in one column. */
export const stack = style({ display: 'grid', alignContent: 'start' });
