import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingBlock: '0.125rem',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
    '@media': {
      // Fills vanish in forced colours; the border keeps the badge's shape.
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.accent, color: vars.color.accentText },
      secondary: { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
      destructive: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.criticalText,
        borderColor: vars.color.critical,
      },
      outline: { backgroundColor: 'transparent', color: vars.color.text, borderColor: vars.color.borderStrong },
      success: {
        backgroundColor: vars.color.successSoft,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText, borderColor: vars.color.info },
      warning: {
        backgroundColor: vars.color.warningSoft,
        color: vars.color.warningText,
        borderColor: vars.color.warning,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});
