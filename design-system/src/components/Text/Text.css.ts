import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: { textWrap: 'pretty' },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
    },
    // `default` inherits, so text on an inverse or accent surface takes that surface's text colour.
    tone: {
      default: {},
      muted: { color: vars.color.textMuted },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    measure: {
      true: { maxWidth: vars.size.prose },
      false: {},
    },
  },
  compoundVariants: [
    // A capped block keeps its alignment: centred text sits in a centred column.
    { variants: { measure: true, align: 'center' }, style: { marginInline: 'auto' } },
    { variants: { measure: true, align: 'end' }, style: { marginInlineStart: 'auto' } },
  ],
  defaultVariants: { size: 'md', tone: 'default', measure: false },
});
